package projection

import (
	"github.com/queueproof/queueproof/engine/page"
	"github.com/queueproof/queueproof/engine/queue"
)

// PacketView is an Execution Packet as a caller sees it. For the public audience the
// pointers are nil: no storage ids, record ids, receipt hash or canonical JSON, and ID is the
// packet's stable public reference rather than its storage id.
type PacketView struct {
	ID                 string
	QueueVersion       int
	Rank, Score        int
	Objective          string
	ExactIDs           []string
	Entities           []string
	Owner, Due         *string
	Evidence           []EvidenceView
	EvidenceTotal      int
	Constraints        []string
	Dependencies       []string
	AcceptanceCriteria []string
	Permissions        []queue.Permission
	ComponentScores    []queue.ComponentScore
	Penalties          []queue.Penalty
	MissingInformation []string
	RankingVersion     string
	AsOf               string
	CreatedAt          string
	ReceiptHash        *string
	CanonicalJSON      *string
}

// EvidenceView is one cited record of a packet.
type EvidenceView struct {
	Kind, Text, Title, SourceName, AuthoredAt string
	URL                                       *string
	RecordID, ExternalID, DocumentID, ChunkID *string
}

// QueueVersionView is one compile of the queue.
type QueueVersionView struct {
	ID                                                 *string
	Version                                            int
	AsOf, RankingVersion, CreatedAt                    string
	Records, Components, Closed, Informational, Ranked int
	Packets, ExcludedChunks                            int
}

// PacketPage is one page of a queue version's packets, ranked.
type PacketPage struct {
	Version QueueVersionView
	Items   []PacketView
	Cursors []string
	Info    page.Info
}

// PacketPublic is the public projection of a stored packet: the work, its reasons and its
// evidence as text, with no storage ids and no hashes; its id is the public reference.
func PacketPublic(s queue.Stored) PacketView {
	p := s.Packet
	v := PacketView{
		ID: s.PublicRef, QueueVersion: s.Version, Rank: p.Rank, Score: p.Score, Objective: p.Objective,
		ExactIDs: p.ExactIDs, Entities: p.Entities, Owner: opt(p.Owner), Due: opt(p.Due), EvidenceTotal: p.EvidenceTotal,
		Constraints: p.Constraints, Dependencies: p.Dependencies, AcceptanceCriteria: p.AcceptanceCriteria,
		Permissions: p.Permissions, ComponentScores: p.ComponentScores, Penalties: p.Penalties,
		MissingInformation: p.MissingInformation, RankingVersion: p.RankingVersion, AsOf: p.AsOf, CreatedAt: s.CreatedAt,
		Evidence: make([]EvidenceView, 0, len(p.Evidence)),
	}
	for _, e := range p.Evidence {
		v.Evidence = append(v.Evidence, EvidenceView{Kind: string(e.Kind), Text: e.Text, Title: e.Citation.Title,
			SourceName: e.Citation.SourceName, AuthoredAt: e.Citation.AuthoredAt})
		// No URL for the public actor: even an https permalink may be private or signed.
	}
	return v
}

// PacketPrivate is the projection for the workspace's owners and members: the public view
// plus storage ids, record ids, the receipt hash and the canonical JSON the receipt covers.
func PacketPrivate(s queue.Stored) PacketView {
	v := PacketPublic(s)
	v.ID = s.ID
	v.ReceiptHash = opt(s.ReceiptHash)
	v.CanonicalJSON = opt(s.JSON)
	for i, e := range s.Packet.Evidence {
		ev := &v.Evidence[i]
		ev.URL = opt(e.Citation.URL)
		ev.RecordID, ev.ExternalID = opt(e.RecordID), opt(e.Citation.ExternalID)
		ev.DocumentID, ev.ChunkID = opt(e.Citation.DocumentID), opt(e.Citation.ChunkID)
	}
	return v
}

// QueueVersionPublic is a queue version without its storage id.
func QueueVersionPublic(q queue.Version) QueueVersionView {
	return QueueVersionView{Version: q.Version, AsOf: q.AsOf, RankingVersion: q.RankingVersion, CreatedAt: q.CreatedAt,
		Records: q.Records, Components: q.Components, Closed: q.Closed, Informational: q.Informational, Ranked: q.Ranked,
		Packets: q.Packets, ExcludedChunks: q.ExcludedChunks}
}

// QueueVersionPrivate is a queue version with its storage id.
func QueueVersionPrivate(q queue.Version) QueueVersionView {
	v := QueueVersionPublic(q)
	v.ID = opt(q.ID)
	return v
}

// PacketPagePublic projects a page of packets for the public audience.
func PacketPagePublic(p queue.Page) PacketPage {
	return packetPage(p, QueueVersionPublic(p.Version), PacketPublic)
}

// PacketPagePrivate projects a page of packets for owners and members.
func PacketPagePrivate(p queue.Page) PacketPage {
	return packetPage(p, QueueVersionPrivate(p.Version), PacketPrivate)
}

func packetPage(p queue.Page, v QueueVersionView, one func(queue.Stored) PacketView) PacketPage {
	out := PacketPage{Version: v, Info: p.Info, Items: make([]PacketView, 0, len(p.Items))}
	for _, s := range p.Items {
		out.Items = append(out.Items, one(s))
		out.Cursors = append(out.Cursors, queue.Cursor(s.Rank))
	}
	return out
}
