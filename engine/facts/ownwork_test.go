package facts

import "testing"

// Someone at work on the item, one who volunteered for it, work that sits with someone; and
// the looking on, reviewing and meeting that own nothing.
func TestOwnerAtWorkOnTheItem(t *testing.T) {
	runWho(t, []whoCase{
		{"a colleague doing it", []Doc{chat("1", "Mia Fontaine", "KLN-80 kiln door seal: Tomasz is fitting it now."), chat("2", "Tomasz Wierzba", "yes")},
			[]string{"owner KLN-80 Tomasz Wierzba"}, nil},
		{"looking at it", []Doc{chat("1", "Mia Fontaine", "out of scope: the mule table (KLN-81, Tomasz is looking at it)."), chat("2", "Tomasz Wierzba", "ok")},
			[]string{"owner KLN-81 Tomasz Wierzba"}, nil},
		{"doing it, and the clause goes on", []Doc{chat("1", "Mia Fontaine", "KLN-85 the glaze batch: Tomasz is mixing it and expects to fire on Friday."), chat("2", "Tomasz Wierzba", "yes")},
			[]string{"owner KLN-85 Tomasz Wierzba"}, nil},
		{"seeing them through", []Doc{chat("1", "Mia Fontaine", "KLN-86 new labels are at the printer, and Tomasz is seeing them through."), chat("2", "Tomasz Wierzba", "yes")},
			[]string{"owner KLN-86 Tomasz Wierzba"}, nil},
		{"seeing it, and waiting on it, own nothing", []Doc{chat("1", "Mia Fontaine", "KLN-87: Tomasz is seeing it tomorrow and Wynn is waiting on it."), chat("2", "Tomasz Wierzba", "ok"), chat("3", "Wynn Abers", "ok")},
			nil, []string{"owner KLN-87 Tomasz Wierzba", "owner KLN-87 Wynn Abers"}},
		{"reviewing or waiting owns nothing", []Doc{chat("1", "Mia Fontaine", "KLN-82: Tomasz is reviewing it. KLN-83: Tomasz is waiting for it."), chat("2", "Tomasz Wierzba", "ok")},
			nil, []string{"owner KLN-82 Tomasz Wierzba", "owner KLN-83 Tomasz Wierzba"}},
		{"one who volunteered", []Doc{doc("Mia Fontaine", "Committee notes", "Present: Mia Fontaine, Dougie Renn\n\n- Dougie Renn volunteered to run the raffle at the gala.")},
			[]string{"owner the raffle Dougie Renn"}, nil},
		{"work sitting with someone", []Doc{chat("1", "Mia Fontaine", "I'm liaising with the yard, and the insurance claim sits with Wynn as treasurer."), chat("2", "Wynn Abers", "yes")},
			[]string{"owner insurance claim Wynn Abers"}, nil},
		{"sitting with someone for a meeting", []Doc{chat("1", "Mia Fontaine", "KLN-84: I will sit with Wynn for the handover on Monday."), chat("2", "Wynn Abers", "ok")},
			nil, []string{"owner KLN-84 Wynn Abers"}},
	})
}
