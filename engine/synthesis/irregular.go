package synthesis

// English verbs whose past forms a stemmer cannot bring to their base ("held" is no form of
// "hold" to the Porter stemmer): a question's "held" is a text's "holds". The dictionary
// lemmatizer made for this (golem's English dictionary) is a separate module the module proxy
// here does not serve, so the common irregular verbs are listed here, less the forms that are
// as often nouns or names ("saw", "sat" for Saturday, "left", "felt", "found", "won", "Met").
var irregularBase = func() map[string]string {
	m := map[string]string{}
	for base, forms := range map[string][]string{
		"be": {"was", "were", "been"}, "begin": {"began", "begun"}, "break": {"broke", "broken"}, "bring": {"brought"},
		"build": {"built"}, "buy": {"bought"}, "catch": {"caught"}, "choose": {"chose", "chosen"}, "come": {"came"},
		"deal": {"dealt"}, "dig": {"dug"}, "do": {"did", "done"}, "draw": {"drew", "drawn"}, "drive": {"drove", "driven"},
		"eat": {"ate", "eaten"}, "fall": {"fallen"}, "feed": {"fed"}, "fight": {"fought"},
		"fly": {"flew", "flown"}, "forget": {"forgot", "forgotten"}, "freeze": {"froze", "frozen"},
		"get": {"got", "gotten"}, "give": {"gave", "given"}, "go": {"went", "gone"}, "grow": {"grew", "grown"},
		"hang": {"hung"}, "have": {"had"}, "hear": {"heard"}, "hide": {"hid", "hidden"}, "hold": {"held"},
		"keep": {"kept"}, "know": {"knew", "known"}, "lay": {"laid"}, "lead": {"led"},
		"lose": {"lost"}, "make": {"made"}, "mean": {"meant"}, "pay": {"paid"}, "ride": {"rode", "ridden"},
		"ring": {"rang", "rung"}, "rise": {"risen"}, "run": {"ran"}, "say": {"said"}, "see": {"seen"},
		"seek": {"sought"}, "sell": {"sold"}, "send": {"sent"}, "shake": {"shook", "shaken"},
		"show": {"shown"}, "sing": {"sang", "sung"}, "sink": {"sank", "sunk"}, "sleep": {"slept"},
		"speak": {"spoken"}, "spend": {"spent"}, "stand": {"stood"}, "steal": {"stole", "stolen"},
		"stick": {"stuck"}, "strike": {"struck"}, "swim": {"swam", "swum"}, "take": {"took", "taken"}, "teach": {"taught"},
		"tear": {"tore", "torn"}, "tell": {"told"}, "think": {"thought"}, "throw": {"threw", "thrown"},
		"understand": {"understood"}, "wake": {"woke", "woken"}, "wear": {"wore", "worn"},
		"write": {"wrote", "written"},
	} {
		for _, f := range forms {
			m[f] = base
		}
	}
	return m
}()
