package records

import (
	"strings"
	"testing"

	"github.com/queueproof/queueproof/engine/errs"
)

// A vendor's page held in the workspace makes the vendor's domain the team's while the team's
// domains are read from its tools; once the owner lists the team's domains, only they are.
func TestListedTeamDomainsAreTheTeams(t *testing.T) {
	chunks := []Chunk{
		{ChunkID: "chat", DocKind: "chat", Author: "Kim Park <kim@payco.example>", Text: "Kim Park: ok"},
		{ChunkID: "page", DocKind: "doc", Author: "Vera Vendor <vera@vendor.example>", Text: "How the vault connector works."},
	}
	vendorMail := Chunk{ChunkID: "m1", DocKind: "mail", Author: "Vera Vendor <vera@vendor.example>", Text: "PAY-71 is done."}
	teamMail := Chunk{ChunkID: "m2", DocKind: "mail", Author: "Kim Park <kim@eu.payco.example>", Text: "PAY-72 is done."}
	inferred := teamOf(nil, chunks, nil)
	if inferred.Outside(vendorMail, 0, "PAY-71 is done.", false) {
		t.Fatal("inferred team: the vendor's domain, from its page, should read as the team's (the reason domains can be listed)")
	}
	listed := teamOf(nil, chunks, []string{"payco.example"})
	if !listed.Outside(vendorMail, 0, "PAY-71 is done.", false) {
		t.Fatal("listed team: the vendor's mail should be outside")
	}
	if listed.Outside(teamMail, 0, "PAY-72 is done.", false) {
		t.Fatal("listed team: a teammate's mail from a subdomain of a listed domain should be the team's")
	}
}

func TestParseTeamDomains(t *testing.T) {
	got, err := ParseTeamDomains([]string{" PayCo.Example ", "@payco.example", "ana@eu.payco.example", "", "bücher.example"})
	if err != nil {
		t.Fatal(err)
	}
	if want := "eu.payco.example,payco.example,xn--bcher-kva.example"; strings.Join(got, ",") != want {
		t.Fatalf("ParseTeamDomains = %v, want %s", got, want)
	}
	for _, bad := range [][]string{{"localhost"}, {"pay co.example"}, {"gmail.com"}, {"-x.example"}, {strings.Repeat("a", 64) + ".example"}} {
		if _, err := ParseTeamDomains(bad); !errs.Is(err, errs.Invalid) {
			t.Errorf("ParseTeamDomains(%q) = %v, want BAD_USER_INPUT", bad, err)
		}
	}
	many := make([]string, MaxTeamDomains+1)
	for i := range many {
		many[i] = strings.Repeat("a", i+1) + ".example"
	}
	if _, err := ParseTeamDomains(many); !errs.Is(err, errs.Invalid) {
		t.Errorf("%d domains: %v, want BAD_USER_INPUT", len(many), err)
	}
}

// A public suffix and an entry naming no domain are refused, not listed or dropped.
func TestParseTeamDomainsRefusesSuffixesAndEmptyEntries(t *testing.T) {
	for _, bad := range [][]string{{"co.uk"}, {"com.br"}, {"payco.example", "kim@"}, {"@"}, {"github.io"}} {
		if _, err := ParseTeamDomains(bad); !errs.Is(err, errs.Invalid) {
			t.Errorf("ParseTeamDomains(%q) = %v, want BAD_USER_INPUT", bad, err)
		}
	}
	if got, err := ParseTeamDomains([]string{"payco.co.uk", "  "}); err != nil || len(got) != 1 || got[0] != "payco.co.uk" {
		t.Errorf("a company under a public suffix = %v, %v; want [payco.co.uk]", got, err)
	}
}

// A free-mail provider is refused under any country's domain and as a national provider; a
// company's domain under a country's suffix is not free mail.
func TestFreeMailUnderAnyCountry(t *testing.T) {
	for _, d := range []string{"yahoo.co.uk", "hotmail.co.uk", "outlook.de", "t-online.de", "orange.fr", "gmx.at", "mail.yahoo.co.jp"} {
		if _, err := ParseTeamDomains([]string{d}); !errs.Is(err, errs.Invalid) {
			t.Errorf("ParseTeamDomains(%q) = %v, want BAD_USER_INPUT (free mail)", d, err)
		}
	}
	for _, d := range []string{"payco.co.uk", "outlook-media.example", "livestock.example"} {
		if _, err := ParseTeamDomains([]string{d}); err != nil {
			t.Errorf("ParseTeamDomains(%q) = %v, want it listed", d, err)
		}
	}
}

// With listed domains, a page or a chat record whose author writes from an address in none of
// them is outside; one with no address, or from a listed domain, is the team's.
func TestListedDomainsJudgeToolsAuthors(t *testing.T) {
	team := teamOf(nil, nil, []string{"payco.example"})
	for _, tc := range []struct {
		c       Chunk
		outside bool
	}{
		{Chunk{DocKind: "doc", Author: "Vera Vendor <vera@vendor.example>"}, true},
		{Chunk{DocKind: "chat", Author: "Vera Vendor <vera@vendor.example>"}, true},
		{Chunk{DocKind: "chat", Author: "Kim Park <kim@eu.payco.example>"}, false},
		{Chunk{DocKind: "chat", Author: "Kim Park"}, false},
		{Chunk{DocKind: "doc", Author: ""}, false},
	} {
		if got := team.Outside(tc.c, 0, "PAY-14 is done.", false); got != tc.outside {
			t.Errorf("%s by %q: outside = %v, want %v", tc.c.DocKind, tc.c.Author, got, tc.outside)
		}
	}
	if inferred := teamOf(nil, nil, nil); inferred.Outside(Chunk{DocKind: "doc", Author: "Vera Vendor <vera@vendor.example>"}, 0, "x", false) {
		t.Error("with no listed domains, a page's author is the team's (as before)")
	}
}
