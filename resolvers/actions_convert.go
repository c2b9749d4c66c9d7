package resolvers

import (
	"strings"

	"github.com/queueproof/queueproof/engine/action"
	"github.com/queueproof/queueproof/graph/model"
)

func toProposal(st action.State) *model.Proposal {
	p := st.Proposal
	pl := p.Payload()
	out := &model.Proposal{
		ID: p.ID, PacketID: p.PacketID, Action: model.ProposalAction(strings.ToUpper(p.Action)),
		Status: model.ProposalStatus(strings.ToUpper(st.Status())), TeamID: pl.TeamID, Title: pl.Title,
		Description: pl.Description, EvidenceIds: append([]string{}, p.EvidenceIDs()...), CreatedAt: parseTime(p.CreatedAt),
	}
	if st.Approval != nil {
		out.Approval = &model.Approval{ApprovedBy: st.Approval.ApprovedBy, CreatedAt: parseTime(st.Approval.CreatedAt)}
	}
	if st.Execution != nil {
		out.Execution = toExecution(*st.Execution)
	}
	return out
}

func toExecution(e action.Execution) *model.Execution {
	return &model.Execution{
		Status: model.ExecutionStatus(strings.ToUpper(e.Status)), IssueID: e.IssueUUID,
		ProviderIssueID: optional(e.ProviderIssueID), ProviderIssueKey: optional(e.ProviderIssueKey),
		ProviderIssueURL: optional(e.ProviderIssueURL), Error: optional(e.Error), Request: optional(e.Request),
		Attempts: e.Attempts, ClaimedAt: parseTime(e.ClaimedAt), UpdatedAt: parseTime(e.UpdatedAt),
	}
}
