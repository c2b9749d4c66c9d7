package facteval_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/queueproof/queueproof/bench/facteval"
)

var splits = facteval.Splits

var files = map[string]string{
	"dev":      "testdata/dev.jsonl",
	"heldout":  "testdata/heldout.jsonl",
	"dev2":     "testdata/dev2.jsonl",
	"dev3":     "testdata/dev3.jsonl",
	"dev4":     "testdata/dev4.jsonl",
	"dev5":     "testdata/dev5.jsonl",
	"dev6":     "testdata/dev6.jsonl",
	"dev7":     "testdata/dev7.jsonl",
	"dev8":     "testdata/dev8.jsonl",
	"dev9":     "testdata/dev9.jsonl",
	"dev10":    "testdata/dev10.jsonl",
	"dev11":    "testdata/dev11.jsonl",
	"dev12":    "testdata/dev12.jsonl",
	"dev13":    "testdata/dev13.jsonl",
	"dev14":    "testdata/dev14.jsonl",
	"dev15":    "testdata/dev15.jsonl",
	"dev16":    "testdata/dev16.jsonl",
	"dev17":    "testdata/dev17.jsonl",
	"dev18":    "testdata/dev18.jsonl",
	"heldout3": "testdata/heldout3.jsonl",
}

func load(t *testing.T, split string) []facteval.Case {
	t.Helper()
	cs, err := facteval.Load(files[split])
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

// TestFile checks each file on its own.
func TestFile(t *testing.T) {
	for _, split := range splits {
		t.Run(split, func(t *testing.T) {
			cs := load(t, split)
			if err := facteval.Check(cs, split); err != nil {
				t.Fatal(err)
			}
			n := facteval.Count(cs)
			t.Logf("%s: %d cases, %d statements (%d no-fact or trap), facts %v, %d not, %d threads (%d explained changes, %d contradictions)",
				split, n.Cases, n.Statements, n.Traps, n.Facts, n.Not, n.Threads, n.Changes, n.Contradictions)
			// Each file on its own covers threads of both kinds and traps.
			if n.Changes == 0 || n.Contradictions == 0 || n.Traps == 0 {
				t.Errorf("%s needs explained-change threads, contradiction threads and traps: %+v", split, n)
			}
		})
	}
}

// TestTogether checks what holds across the files: ids unique over all of them, the minimums,
// the dev share of dev and heldout, and that each file was written with its own companies,
// people, mail domains and ticket prefixes.
func TestTogether(t *testing.T) {
	sets := map[string][]facteval.Case{}
	for _, split := range splits {
		sets[split] = load(t, split)
	}
	ids := map[string]string{}
	total := facteval.Counts{Facts: map[string]int{}}
	for _, split := range splits {
		for _, c := range sets[split] {
			for _, id := range append([]string{c.ID}, docIDs(c)...) {
				if other, ok := ids[id]; ok {
					t.Errorf("id %s is in %s and %s", id, other, split)
				}
				ids[id] = split
			}
		}
		total = total.Add(facteval.Count(sets[split]))
	}
	if err := facteval.CheckMinimums(total); err != nil {
		t.Error(err)
	}
	// The share compares the first dev file with the held-out file it was sized against;
	// dev2 and dev3 are further development data and leave the held-out file as it was.
	nd, nh := facteval.Count(sets["dev"]), facteval.Count(sets["heldout"])
	if share := float64(nd.Statements) / float64(nd.Statements+nh.Statements); share < 0.25 || share > 0.40 {
		t.Errorf("dev holds %.0f%% of the dev and heldout statements, want about a third", 100*share)
	}
	keys := map[string]func(facteval.Case) []string{"ticket prefix": prefixes, "author": authors, "mail domain": domains}
	for i, a := range splits {
		for _, b := range splits[i+1:] {
			for what, f := range keys {
				sa, sb := set(sets[a], f), set(sets[b], f)
				for k := range sa {
					if sb[k] {
						t.Errorf("%s %q is used in both %s and %s", what, k, a, b)
					}
				}
			}
		}
	}
	// dev2 to dev18 and heldout3 also keep their people (named in facts as well as authors)
	// and their companies to themselves, and use no company of an earlier development file.
	for _, own := range []struct {
		split     string
		companies []string
	}{{"dev2", dev2Companies}, {"dev3", dev3Companies}, {"dev4", dev4Companies}, {"dev5", dev5Companies}, {"dev6", dev6Companies}, {"dev7", dev7Companies}, {"dev8", dev8Companies}, {"dev9", dev9Companies}, {"dev10", dev10Companies}, {"dev11", dev11Companies}, {"dev12", dev12Companies}, {"dev13", dev13Companies}, {"dev14", dev14Companies}, {"dev15", dev15Companies}, {"dev16", dev16Companies}, {"dev17", dev17Companies}, {"dev18", dev18Companies}, {"heldout3", heldout3Companies}} {
		mine := set(sets[own.split], people)
		for _, other := range splits {
			if other == own.split {
				continue
			}
			theirs := set(sets[other], people)
			for k := range mine {
				if theirs[k] {
					t.Errorf("person %q is named in both %s and %s", k, own.split, other)
				}
			}
			for _, c := range sets[other] {
				for _, d := range c.Docs {
					s := strings.ToLower(d.Author + "\n" + d.Title + "\n" + d.Text)
					for _, co := range own.companies {
						if strings.Contains(s, strings.ToLower(co)) {
							t.Errorf("%s's company %q appears in %s (%s)", own.split, co, other, d.ID)
						}
					}
				}
			}
		}
	}
	for _, later := range []string{"dev2", "dev3", "dev4", "dev5", "dev6", "dev7", "dev8", "dev9", "dev10", "dev11", "dev12", "dev13", "dev14", "dev15", "dev16", "dev17", "dev18", "heldout3"} {
		for _, c := range sets[later] {
			for _, d := range c.Docs {
				s := strings.ToLower(d.Author + "\n" + d.Title + "\n" + d.Text)
				for _, co := range devCompanies {
					if strings.Contains(s, strings.ToLower(co)) {
						t.Errorf("dev's company %q appears in %s (%s)", co, later, d.ID)
					}
				}
			}
		}
	}
}

// The fictional companies, vendors and customers of dev, dev2 to dev18 and heldout3.
var (
	devCompanies = []string{
		"Brightwater", "Mossgiel", "Tallis", "Oriel", "Pemberton", "Harlow & Finch", "Textwave",
		"Smsly", "Paystream", "Dunmore", "Clanforge",
	}
	dev2Companies = []string{
		"Kessock Marine", "Caolas Ferries", "Lantern Row", "Deccan Germplasm", "Frostline", "Sai Power",
		"Vajra Electricals", "Wexcombe", "Corvane", "Bellwether Therapeutics", "Wilcze Gniazdo",
		"Halcyon Reach", "Pennywhistle Ashdown", "Tregarthen", "Quillfile", "Brannock Coatings", "Thornbury Rx",
	}
	dev3Companies = []string{
		"Kaskelot", "Nordlager", "Pellucid Optics", "Marrowbone", "Crooked Stile", "Ngong Hills", "Vila Serena",
		"Dassler Tagungsteam", "Wendlebury", "Tsubame", "Hibari Express", "Amberleigh", "Hearthwise", "Kestle & Daughters",
		"Quintal", "Farmacias Del Roble", "Lindenfeld", "Hollowmere", "Vetlink", "Halvard", "Skarvik Vind", "Pennant Street",
		"Wrenfield", "Sunderbans", "Kilele Mobile", "Voltaris", "Vakutek",
	}
	dev4Companies = []string{
		"Tidewell", "Celandine Dental", "Vireo Payroll", "Glasswing", "Kettlewick", "Ferrovia Lagunare",
		"Cobaltline", "Obsidian Ridge", "Saint-Onge", "Greaves Tolland", "Karaca Tekstil", "Kirana Ledger",
		"Okapi Freight", "Zeewolde", "Brisa Cargo", "Hanbit", "Drumlin", "Pampas Grain", "Bayanihan",
		"Larkspur Pictures", "Hollis Denim", "Ormerod Weddings", "Fenwick Joinery",
	}
	dev5Companies = []string{
		"Thistlecog", "Corrib Sinfonia", "Bellbird Bay", "Skerrivore", "Karoo Uplink", "Tembusu", "Kōwhai Ridge",
		"Malabar Crest", "Grzybnia Zielonka", "Oke-Afa", "Song Han Woodcraft", "Qingting", "Sanabel", "Kamalift",
		"Cerro Pañul", "Gewürzhaus Kranich", "Whitcombe Ag", "Ludoprint", "Coastline Tiling", "Perak Agro Drones",
		"Orbitvale",
	}
	dev6Companies = []string{
		"Cwm Teifi", "Glazewright", "Arrowmere", "Universiti Seri Kembang", "Kazahana", "Melita Mutual",
		"Xuereb Loss", "Tuscarawas Ridge", "Donauwelle", "Cortiça do Sado", "Hverahlíð", "Kiptenden",
		"Ndege Engineering", "Haneul Panel", "Lüyuan", "Fietsenhuis van Lingen", "Pinecrest Regional Airport",
		"Q'ori Millma", "Wolwinkel De Hoek", "Corradino Systems", "Crumbhollow", "Ovenserv", "Keystone Coachworks",
		"Buckeye Roofing", "Werft Korneuburg", "Nkwanta Cocoa", "Excavation Pelletier", "Aschauer Antriebstechnik",
		"Keim Excavating", "Lehigh Hoist",
	}
	dev7Companies = []string{
		"Ptarmigan Ridge", "Szarvaskő", "Mobilfüll Wachau", "Cellarhand", "Kuusamo Chamber Choir", "Hoshino Hall",
		"Sundbro Trials", "Nordmonitor", "Pecan Hollow", "Fjordsyn", "Sula Havn", "Kalymnos Chartering", "Halvorsen Bulk",
		"Blue Mahoe", "Calabash Mobile", "Mazel & Thyme", "Zeeduin", "Satovje", "Tiskarna Ferk", "Laine Liinid",
		"Samudera Lintas", "Smereka Labs", "Adey Roses", "Shonali Knitwear", "Kustlijn", "Dune Kestrel", "Baan Rim Khlong",
		"Steppe Cargo",
	}
	dev8Companies = []string{
		"Tidemark Atlas", "Fetlock Systems", "Hollin Hall", "Kurbelkurier", "Bruny Spat", "Khumbu Lodge Trails",
		"Kiskadee Circus", "Sgarbh Distillery", "Orgelbau Trautwein", "Lingvista Adria", "Brodoremont", "Zitouna Press",
		"Kawung Lestari", "Riad Zellige", "Palenque Tres Cerros", "Agave Lane", "Gintaro Kampas", "Altyn Dala",
		"Saguaro Unified", "Desert Edge AV", "Olivara Deli", "Long Ears Refuge", "Bangka Blue", "Stangl Rieder",
		"Threlfall Equine", "Apotheke am Floßplatz", "Awatea District Council",
	}
	dev9Companies = []string{
		"Oxbow Luthiers", "Nightjar Planetarium", "Tamarind Ledger", "Kestrel Nine", "Grainhouse Post",
		"Penwortham Vale", "Cruxford Walls", "Belaytek", "Kelpie FM", "Polarcrest", "Quayline Cinemas",
		"Verbumhaus", "Dentalab Someș", "brookhythe-dental", "Ipak Yo'li", "Teppichhaus Wernecke",
		"Whitlock Pyne", "brackenridge-mills", "mistle-opera", "quietbrook-audiology", "Sonnova", "Rowsure",
		"glassford-museum", "Lumicap", "Allotmentry", "Fallowfield Allotment", "brindleandpike", "Thornquist",
		"spindlewood-franchise", "Saltings Sailing", "Tallowmere", "Heidemolen", "Holdfast Panels", "Matwise",
		"Dunlin Dales", "Tapmile", "Lumenaut", "St Aldric's College",
	}
	dev10Companies = []string{
		"Fernhollow Ceramics", "Kilnwright", "Larchmere Events", "Quillon Bikes", "Hopeworth", "Cinderpath Games",
		"Halewood Transit", "Dừa Xanh Coir", "Pottingshed Supplies", "Marram Dunes", "Applegarth", "Vossberg Ropeworks",
		"Pellworm Tides", "Brindlecombe Yarns", "Glenmorrow Hydro", "Turbinenhof", "Orchardine", "Wrenhollow Clinic",
		"Sarnbury Observatory", "Kittiwake Print", "Harrowgate", "Casa Azulejo Cholula", "Juniper & Slate", "Hazelmoor Ecology",
		"Fennick Sailcloth", "Arkwright Mills", "Saffron Walk Bakery", "Ravensworth Rope Access", "Brackwater Ciderworks",
		"Ferrocarril Serrano", "Thornback Pharmacy", "Kasumi Dyeworks", "Bantayan Kite Tours", "Gannetstone Maps",
		"Pobblebonk Learning", "Quernstone Energy", "Tarnhelm Archive", "Cobbleford", "Greenturf Surfaces",
		"Lanterna Audiobooks", "Holzbau Lechtal", "Pebblecart", "Aldermoor Health Board", "Tollymore Water",
		"Txakoli Getaria", "Dansk Retur", "Marlpit Transit", "Corriemuir Distillery", "Kilnfield School", "Moorline Coaches",
		"Ikoyi Solar Kits", "Gullsway Ferries", "Fablewick Books", "Pennock Museum", "Brightmoss Robotics",
	}
	dev11Companies = []string{
		"Ostrander Glassworks", "Gorsebrook Kombucha", "Mel Lousanense", "Plumtree Invoicing", "Brantwood Parcel Lockers",
		"Sallowmere Looms", "Kestrelridge Hospice", "Mothlight Interactive", "Brackenholt Optics", "Orrin & Daughters",
		"Corbeck Estates", "Tregarrow Land Surveys", "Marchbank Organ", "Nettlebed Rail Tours", "Kopi Lereng Merapi",
		"Bramblecup", "Marbury College", "Visionmark", "Skerrow Tidal", "Otterburn Community Pantry", "Coldline Refrigeration",
		"Corrivale Analytics", "Médiathèque Saint-Aubin", "Fieldhaven", "Bellhanger Acoustics", "Kelpmoor Seaweed",
		"Ossory Broadband", "Wendover Tapestry", "Gantry Lane Youth Theatre", "Coldharbour Medical", "Ingleby Wildflower",
		"Kelsall Press", "Fenwick Open Data Day", "Pennant Bay Campsites", "Bellwether Solar", "Hinokawa Blade Works",
		"Knotwork", "Ardlui Bike Library", "Ravelston Rugby", "Wren & Plover", "Hallam Cutlers", "Veldhuizen Hydroponics",
		"Sedgefield University Press", "Pentreath Boatbuilders", "Tynedale Community Larder", "Saltcote Letterpress",
		"Bowland Cheese", "Pinfold Drones", "Brindle & Loam", "Velvetleaf Florists",
	}
	dev12Companies = []string{
		"Carrowmore Build", "Tarnbeck Structures", "Dunlavin Mechanical", "Tegid Ironworks", "Aberllyn Restoration",
		"Wyvern Point Zoo", "Harcourt Soil Lab", "Strathcarron Paper", "Bellfield Fasteners", "Tidyfin Aquatics",
		"Kilcolgan Credit Union", "Quaverly", "Marmi Vagli", "Examwell", "Cotterstock Village Hall", "Thermaway Heating",
		"Ashgill Architects", "Lanternfish", "Birchcombe Gardens", "Fernbank Linux", "Hogeschool Wadden", "Buldan Peştemal",
		"Tollcross Food Festival", "Glaslyn Ice Arena", "Brockhurst Hydraulics", "Parkmoor", "Ashdown & Vale Kitchens",
		"Brynmor Stone", "Sorrelby Health", "Tillerman Mutual", "Pipistrelle Tickets", "Gorsedene Playhouse",
		"Drovers Road Conversions", "Cobhouse Coworking", "Wessex Courier", "Dalbit Toon Studio", "Porthcarrick Lifeboat",
		"Brewline Vending", "Harland Freight Depot", "Kittering Films", "Northlight Newsreel Archive", "Quarry Lane Theatre",
		"Limelight Row Hire", "Tanager IT", "Millbeck Solicitors", "Fellwater Robotics", "Bedwise", "Greyfriars Collection",
		"Puffin & Pike Digital", "Thornbeck Lodges", "Neelam Kala Pottery", "Gwelmor", "Skua Marine Institute",
		"Halkett Bearings", "Strathy Ceilidh Band", "Cefn Gwyn Farm",
	}
	dev13Companies = []string{
		"Kelderwick Cider", "Velocirra", "Pask & Umber", "Norrvik Sågverk", "Pantrybell", "Amberlane Coaches",
		"Gallowglass Scenic", "Wherry Lane Theatre", "Corvenna Language School", "Visulux", "Scarrow Fleece", "Quillwort Teas",
		"Ferncastle", "Keelan Roofing", "Brenmoor Plant Sciences", "Kestrelmark", "Skelwith Frameworks", "Kilbrannan Council",
		"Carnmoor Mining Museum", "Seri Kenanga Resort", "Marketfold", "Quirewright Bindery", "Wavetable FM", "Tuftwick Yarns",
		"Penwithick Engineering", "Somesana Soft", "Abernant College", "Polgrain Construct", "Ignis Calder",
		"Inkwhistle", "Torrisdale Food Bank", "Stepwell Dance Studios", "Maplefloor Systems", "Rathmore Catering Engineers",
		"Quayside Brasserie", "Quenmoor Analytics", "Hollinbrook Interiors", "Sealwatch Tides", "Zlatna Malina Export",
		"Glenfarrow Botanic Garden", "Carn Dubh Hill Race", "Fernlight Pay", "Osterhout Systems", "Brisenden DC",
		"Tolgarth Plumbing", "Shkedia Labs", "Tallyrook CRM", "Corbridge Timber Frames", "Sandwort Maps", "Pelorus Microbiology",
		"Gildenstep Signwriters", "Thrushgill Makerspace", "Soltane Travel",
	}
	dev14Companies = []string{
		"Quorlane Studios", "Hạc Trắng Garments", "Ballinaclash Housing Trust", "Bluefin Computing",
		"Osuntide Microfinance", "Kinangop Fresh Pack", "Yunfeng Optisort", "Kymaline Ferries", "Construções Ribadouro",
		"Eletrovouga", "Azulejaria Sampaio", "Andaimes Leça", "Kuikka Aero Technics", "Mulcahy Brereton",
		"Ardnaglass Community School", "Auchenvoe Farm", "Tirta Bitung Tuna", "Kormoran Pay", "Tokenfort", "Vaultiq",
		"Lakbay Devworks", "Kalamansi Bakehouse", "Haarcast", "Elaiometrica", "Agios Fokas Olive Co-op",
		"Nile Cedar Furnishings", "Wrenscale", "Thymari Honey", "Ajoke Agritech", "Kudipay", "Saltmarsh Modworks",
		"Nkabom Youth Trust", "Ashanti Digital Fund", "Xlendi Institute", "Sootywren", "Msasa Solar Rentals",
		"Sakkara Print House", "Quinta da Lagarteira", "Lamu Dhow Regatta Trust", "Tasquinha Reservas",
		"Corrachoill Accountants", "Dromkeen Dairy", "Kilmacud Motors", "Baobab Ledger", "Revontuli Metering", "Kelpfeed",
		"Hanthana Hospitals", "Brackloon Build", "Kafelki Nowak Tiling", "Warung Lintas", "Troodos Crest Dairies",
		"Meble Wierzbówka", "Thalassa Institute", "Teelin Bay", "Wadi Natrun Seeds", "Mvua Water Trust", "Kitui Drillers",
		"Fustat Digital", "Sialkot Stitchcraft", "Cầu Đất Highland Coffee",
	}
	dev15Companies = []string{
		"Tindalo Shared Services", "Tiszavölgy Photonics", "Baridi Solar Cooling", "Kiprotich Mini-Mart", "Pikkukartta", "Vltavín Pay",
		"Cwmllynfe Community Council", "Trwsio Tanat", "Marram Light Films", "Connacht Van Hire", "Năm Căn Seafood", "Bałtyk Frost",
		"Dunallan Soapworks", "Opele Learn", "Kuusisync", "Knockbrack University Hospital", "Kafubu Copper Mine", "Hotel Thalami",
		"Pwani Freight", "Lanterna Line", "Kericho Highlands", "Bodegas Valdecierzo", "Wydma Software", "Ballyhoura CU",
		"Tamarind Keys", "Ubao Systems", "Ndere Hill School", "Stromvaig Ferries", "Hiiu Leil Saunas", "Rannaliiv Spa",
		"Dúlainn Knitwear", "Aranypor Foundation", "Sorraia Dados", "Rodoviária do Sorraia", "Ningbo Yuxi Ceramics", "Sapodilla Mas",
		"Lefkada Olivewood", "Hallingdal Kjøkken", "Glen Corran Tours", "Baltic Amber Travel", "Deeside Coaches", "Kaarna Energy",
		"Tulay Padala", "Ziwa Perch Processors", "Barangay Malinta", "Kelohonka Hirsitalot", "Shapla Solar Irrigation",
		"Cibodas Enzyme Works", "Quillon Forms", "Kafr Nassar Cotton Exports", "Perivoli Agritech", "Eko Cold Chain",
		"Ennell Boatworks", "Rwenzori Kigezi Coffee Union", "Strathcorran Council", "Lochside Growers", "Cajú Entregas",
		"Kentavros Robotics", "Dílna Hackerspace Brno",
	}
	dev16Companies = []string{
		"Inishcarrig Lighthouse Trust", "Mlimani Agrodata", "Adwinsa Weavers", "Twijnstra Loom Supply", "Näsiränta Transit",
		"Spiżarnia Online", "Cairnbulg Offshore Catering", "Damietta Nile Joinery", "Aegean Crescent Lines", "Casa Ruggeri", "Maison Ghali",
		"Hương Giang Embroidery", "Crumb & Anvil Bakehouse", "Lochbrae Tides", "Agrupamento de Escolas de Alpendorada", "Inforlândia",
		"Ngong Ridge Residences", "Tsavo Finishing Works", "Kobopath", "Kalderimi Travel", "Odlewnia Dzwonów Kruszyna",
		"Glenruthven Parish Church", "Gatanga Green Exports", "Lindeveld Fresh Logistics", "Korppi GIS", "Studio Kaliurang Games",
		"Bicicleta Andina", "Palazzo Triq il-Ħatab", "Lipafast", "Kalesa Home Cargo", "Nakasero Print House", "Artopoiia Vardaris",
		"Tenerra Ridge Observatory", "Oficina Azul do Bonfim", "Kahvila Lokki", "Gurara Sun Installations", "Rwizi Valley Dairies",
		"Bull Wall Dippers", "Sampaguita Reader", "Pelabuhan Mutiara Logistics", "Contabilo", "Luz do Lúrio Energia",
		"Kallang Riverside Events", "Clydeside Inkwell Press", "Ìlọrin Road Cassava Mills", "Deptford Afrofoods", "Nadroga Grid Services",
		"Kandy Spiceleaf", "Van Riel Specerijen", "Al-Manyal Polytechnic", "Studio Kaislikko", "Lumovaara Foundation", "Odra Routing",
		"Griya Sawah Resorts", "Abellana Guitar Works", "Pasar Lontar", "Mwani Bora Co-op",
	}
	dev17Companies = []string{
		"Cyngor Tywyn-Aeron", "Mbanga Fine Cocoa", "Gauja Reading Rooms", "Txirrindu Bizkaia", "Padma Pathshala", "Sông Hàn Apps",
		"Mahoe Bay Resort", "Rio Nuevo Glazing", "Currachaí Chonamara", "Glenmorven Pipeworks", "Gvirila Couriers",
		"Ermoupoli Slipway Works", "Qaitbay Pixel Works", "Sidi Moussa Bulk Terminal", "Coron Bay Fisherfolk Association",
		"Nyankpala Road Hospital", "Kontxa Softworks", "Pikkuhaukka Games", "Mahalla Kubra Printworks", "Batik Parang Rahayu",
		"Bismarck Coastal Shipping", "Karkar Copra Co-op", "Dajti Code Studio", "Vlora Marina", "Conserveira Foz do Sado",
		"Hortobágy Payments", "Pyrgos Marble Atelier", "KedaiPay", "Nira Manis Cooperative", "Umhlanga Cool Air",
		"Oduduwa Heights College", "Näsijärvi Biobank", "Ilam Alaichi Farm", "MacLennan Rhind", "Liguanea Appliance Depot",
		"Krzeslo UI", "Alazani Qvevri Cellars", "Riga Vinoteka", "Liffey Lane Bindery", "Tŷ Halen Sea Salt", "Daugava Eco Packaging",
		"Sonali Aansh Jute Mills", "Ikeja Ledgerworks", "Simien Regional Air", "Cầu Đất Roastery", "Lalomanu Beach Fales",
		"Rutang Jeep", "Pensão Morabeza", "Ounasvaara Lodge", "Bhotekoshi Valley Electric Co-op",
	}
	dev18Companies = []string{
		"Ballinlough Players", "Tân Lộc Foods", "Maribyrnong Fresh Mart", "Wisła Wheels Rentals", "Zuma Fibre Networks",
		"Hoy Sound Harbour Trust", "Scapa Marine Services", "Thermaikos Cargo Systems", "Kestrel Cold Chain", "Naivasha Bloom Exports",
		"Lantaw Events Bohol", "Alturas Pharma", "Karnak Nile View Hotel", "El-Sawy Finishing Contracting", "Alfama Azulejaria",
		"Tidewright", "Kuopion Sahapuu", "Akwaaba MoMo Connect", "Jepara Jati Living", "Starsextant", "Chapa Lipa", "Twiga SMS",
		"Govanhill Silver Band", "Clyde Coaches & Tours", "Rivers Delta Haulage", "Onne Clearing Services", "Leiekant Event Techniek",
		"Kouter Congress Hall", "Tramwajka Mobile", "Hedgeline", "Ombak Kuta Surf School", "Glen Feshie Snowsports", "Xingguang Toys",
		"Mombasa Toy Bazaar", "Ikoyi Bar Chambers", "Bonwire Kente House", "Cnoc Rua Hurling", "Mwendo Express Tickets",
		"Zamalek Catering Kitchens", "Inverbrora Estate", "Lee Valley Retrofit", "Gannetmail", "Caju Nacala", "Pierogarnia Online",
		"Mtwapa Vector Lab", "Suryodaya Home Solar", "Shannonside Scoot", "Yaba Form Architects", "Torbud Kolej",
		"Kilindini Crane Services", "Mactan Harbor CX", "Kotagede Perak Studio", "Mnemba Dhow Safaris", "Calinan Fruit Exporters",
		"Pullinque Aqua",
	}
	heldout3Companies = []string{
		"St Brennan's", "Medisupply", "Lumenmarsh", "Aerkorr", "Swiftlark", "Kloofsig", "Ballyvane",
		"Moonmoth", "Wattlebrook", "Obiora Build", "Kinderlight", "Al-Nakheel", "Quellstone", "Calderbank",
	}
)

// people are a case's authors and the persons its facts and not entries name.
func people(c facteval.Case) []string {
	ps := authors(c)
	for _, f := range c.Facts {
		if f.Person != "" {
			ps = append(ps, f.Person)
		}
	}
	for _, n := range c.Not {
		if n.Person != "" {
			ps = append(ps, n.Person)
		}
	}
	return ps
}

func docIDs(c facteval.Case) []string {
	var ids []string
	for _, d := range c.Docs {
		ids = append(ids, d.ID)
	}
	return ids
}

var keyRE = regexp.MustCompile(`\b([A-Z][A-Z0-9]*)-[0-9]+\b`)

func prefixes(c facteval.Case) []string {
	var ps []string
	for _, f := range c.Facts {
		for _, m := range keyRE.FindAllStringSubmatch(f.Subject, -1) {
			ps = append(ps, m[1])
		}
	}
	return ps
}

func authors(c facteval.Case) []string {
	var as []string
	for _, d := range c.Docs {
		name, _, _ := strings.Cut(d.Author, " <")
		as = append(as, name)
	}
	return as
}

var domainRE = regexp.MustCompile(`@([a-z0-9.-]+\.example)\b`)

func domains(c facteval.Case) []string {
	var ds []string
	for _, d := range c.Docs {
		for _, m := range domainRE.FindAllStringSubmatch(d.Author+"\n"+d.Text, -1) {
			ds = append(ds, m[1])
		}
	}
	return ds
}

func set(cs []facteval.Case, f func(facteval.Case) []string) map[string]bool {
	s := map[string]bool{}
	for _, c := range cs {
		for _, k := range f(c) {
			s[k] = true
		}
	}
	return s
}

// A well-formed statement and thread; the broken cases below each break them in one way.
const good = `{"id":"x-1","voice":"terse-chat","split":"dev","docs":[` +
	`{"id":"x-1-1","kind":"chat","author":"Ann","at":"2026-11-02T09:00:00Z","title":"#t","text":"@bo can you review ABC-3? it's due 12/11"}],` +
	`"facts":[{"doc":"x-1-1","kind":"request","subject":"ABC-3","person":"Ann","answered":false,"to":"bo","quote":"@bo can you review ABC-3?"},` +
	`{"doc":"x-1-1","kind":"due","subject":"ABC-3","ambiguous":["2026-11-12","2026-12-11"],"quote":"due 12/11"}],` +
	`"not":[{"doc":"x-1-1","kind":"owner","subject":"ABC-3","person":"bo","why":"asked, not accepted"}],"timeline":[]}` + "\n" +
	`{"id":"x-2","voice":"ticket-fields","split":"dev","docs":[` +
	`{"id":"x-2-1","kind":"ticket","author":"Ann","at":"2026-11-02T09:00:00Z","title":"ABC-1 Fix it","text":"Assignee: Ann\nDue: 2026-11-06","meta":{"status":"In Progress"}},` +
	`{"id":"x-2-2","kind":"chat","author":"Ann","at":"2026-11-05T09:00:00Z","title":"#t","text":"ABC-1 slips to Nov 20, waiting on ABC-2"}],` +
	`"facts":[{"doc":"x-2-1","kind":"owner","subject":"ABC-1","person":"Ann","quote":"Assignee: Ann"},` +
	`{"doc":"x-2-1","kind":"due","subject":"ABC-1","date":"2026-11-06","quote":"Due: 2026-11-06"},` +
	`{"doc":"x-2-1","kind":"status","subject":"ABC-1","value":"in_progress","quote":"In Progress"},` +
	`{"doc":"x-2-2","kind":"slip","subject":"ABC-1","old":"2026-11-06","new":"2026-11-20","quote":"ABC-1 slips to Nov 20"},` +
	`{"doc":"x-2-2","kind":"due","subject":"ABC-1","date":"2026-11-20","quote":"to Nov 20"},` +
	`{"doc":"x-2-2","kind":"status","subject":"ABC-1","value":"blocked","quote":"waiting on ABC-2"},` +
	`{"doc":"x-2-2","kind":"blocker","subject":"ABC-1","by":"ABC-2","quote":"waiting on ABC-2"}],` +
	`"not":[{"doc":"x-2-2","kind":"status","subject":"ABC-2","value":"done","why":"ABC-1 waits on it"}],` +
	`"timeline":[{"subject":"ABC-1","facet":"owner","current":"Ann","contradiction":false},` +
	`{"subject":"ABC-1","facet":"due","current":"2026-11-20","history":["2026-11-06"],"contradiction":false},` +
	`{"subject":"ABC-1","facet":"status","current":"blocked","history":["in_progress"],"contradiction":false}]}`

func TestCheckCatchesBrokenCases(t *testing.T) {
	cs, err := facteval.Parse([]byte(good))
	if err != nil {
		t.Fatal(err)
	}
	if err := facteval.Check(cs, "dev"); err != nil {
		t.Fatalf("the good case fails: %v", err)
	}
	for _, tc := range []struct {
		name, old, new, want string
		split                string
	}{
		{"quote not verbatim", `"quote":"Assignee: Ann"`, `"quote":"Assignee: Anne"`, "is not in", "dev"},
		{"quote from another doc", `"quote":"to Nov 20"`, `"quote":"Due: 2026-11-06"`, "is not in", "dev"},
		{"invalid date", `"date":"2026-11-20"`, `"date":"2026-11-31"`, "not ISO", "dev"},
		{"non-ISO date", `"new":"2026-11-20"`, `"new":"20 Nov 2026"`, "not ISO", "dev"},
		{"bad ambiguous", `["2026-11-12","2026-12-11"]`, `["2026-11-12"]`, "two distinct", "dev"},
		{"at not RFC 3339", `"at":"2026-11-02T09:00:00Z"`, `"at":"2026-11-02 09:00"`, "at:", "dev"},
		{"at out of range", `"at":"2026-11-02T09:00:00Z"`, `"at":"2027-01-02T09:00:00Z"`, "outside", "dev"},
		{"unknown fact kind", `"kind":"blocker"`, `"kind":"dependency"`, "kind", "dev"},
		{"unknown doc kind", `"kind":"ticket"`, `"kind":"jira"`, "doc kind", "dev"},
		{"unknown status", `"value":"in_progress"`, `"value":"wip"`, "status value", "dev"},
		{"unknown voice", `"voice":"terse-chat"`, `"voice":"shouty"`, "voice", "dev"},
		{"fact on a missing doc", `{"doc":"x-2-1","kind":"owner"`, `{"doc":"x-2-9","kind":"owner"`, "not in the case", "dev"},
		{"not on a missing doc", `{"doc":"x-1-1","kind":"owner","subject":"ABC-3"`, `{"doc":"x-2-1","kind":"owner","subject":"ABC-3"`, "not in the case", "dev"},
		{"split mismatch", `"split":"dev"`, `"split":"heldout"`, "split", "dev"},
		{"a dev2 case in the dev file", `"split":"dev"`, `"split":"dev2"`, "split", "dev"},
		{"a dev case in the dev2 file", `"split":"dev"`, `"split":"dev"`, "split \"dev\" in the dev2 file", "dev2"},
		{"unknown split", `"split":"dev"`, `"split":"dev19"`, "unknown split", "dev19"},
		{"a dev2 case in the dev3 file", `"split":"dev"`, `"split":"dev2"`, "split \"dev2\" in the dev3 file", "dev3"},
		{"a heldout case in the dev4 file", `"split":"dev"`, `"split":"heldout"`, "split \"heldout\" in the dev4 file", "dev4"},
		{"a dev4 case in the dev5 file", `"split":"dev"`, `"split":"dev4"`, "split \"dev4\" in the dev5 file", "dev5"},
		{"a dev5 case in the dev6 file", `"split":"dev"`, `"split":"dev5"`, "split \"dev5\" in the dev6 file", "dev6"},
		{"a dev6 case in the dev7 file", `"split":"dev"`, `"split":"dev6"`, "split \"dev6\" in the dev7 file", "dev7"},
		{"a dev7 case in the dev8 file", `"split":"dev"`, `"split":"dev7"`, "split \"dev7\" in the dev8 file", "dev8"},
		{"a dev8 case in the dev9 file", `"split":"dev"`, `"split":"dev8"`, "split \"dev8\" in the dev9 file", "dev9"},
		{"a dev9 case in the dev10 file", `"split":"dev"`, `"split":"dev9"`, "split \"dev9\" in the dev10 file", "dev10"},
		{"a dev10 case in the dev11 file", `"split":"dev"`, `"split":"dev10"`, "split \"dev10\" in the dev11 file", "dev11"},
		{"a dev11 case in the dev12 file", `"split":"dev"`, `"split":"dev11"`, "split \"dev11\" in the dev12 file", "dev12"},
		{"a dev12 case in the dev13 file", `"split":"dev"`, `"split":"dev12"`, "split \"dev12\" in the dev13 file", "dev13"},
		{"a dev13 case in the dev14 file", `"split":"dev"`, `"split":"dev13"`, "split \"dev13\" in the dev14 file", "dev14"},
		{"a dev14 case in the dev15 file", `"split":"dev"`, `"split":"dev14"`, "split \"dev14\" in the dev15 file", "dev15"},
		{"a dev15 case in the dev16 file", `"split":"dev"`, `"split":"dev15"`, "split \"dev15\" in the dev16 file", "dev16"},
		{"a dev16 case in the dev17 file", `"split":"dev"`, `"split":"dev16"`, "split \"dev16\" in the dev17 file", "dev17"},
		{"a dev17 case in the dev18 file", `"split":"dev"`, `"split":"dev17"`, "split \"dev17\" in the dev18 file", "dev18"},
		{"a dev18 case in the heldout3 file", `"split":"dev"`, `"split":"dev18"`, "split \"dev18\" in the heldout3 file", "heldout3"},
		{"a dev17 case in the heldout3 file", `"split":"dev"`, `"split":"dev17"`, "split \"dev17\" in the heldout3 file", "heldout3"},
		{"a dev16 case in the heldout3 file", `"split":"dev"`, `"split":"dev16"`, "split \"dev16\" in the heldout3 file", "heldout3"},
		{"a dev15 case in the heldout3 file", `"split":"dev"`, `"split":"dev15"`, "split \"dev15\" in the heldout3 file", "heldout3"},
		{"a dev14 case in the heldout3 file", `"split":"dev"`, `"split":"dev14"`, "split \"dev14\" in the heldout3 file", "heldout3"},
		{"a dev13 case in the heldout3 file", `"split":"dev"`, `"split":"dev13"`, "split \"dev13\" in the heldout3 file", "heldout3"},
		{"a dev12 case in the heldout3 file", `"split":"dev"`, `"split":"dev12"`, "split \"dev12\" in the heldout3 file", "heldout3"},
		{"a dev11 case in the heldout3 file", `"split":"dev"`, `"split":"dev11"`, "split \"dev11\" in the heldout3 file", "heldout3"},
		{"a dev10 case in the heldout3 file", `"split":"dev"`, `"split":"dev10"`, "split \"dev10\" in the heldout3 file", "heldout3"},
		{"a dev9 case in the heldout3 file", `"split":"dev"`, `"split":"dev9"`, "split \"dev9\" in the heldout3 file", "heldout3"},
		{"a dev8 case in the heldout3 file", `"split":"dev"`, `"split":"dev8"`, "split \"dev8\" in the heldout3 file", "heldout3"},
		{"a dev7 case in the heldout3 file", `"split":"dev"`, `"split":"dev7"`, "split \"dev7\" in the heldout3 file", "heldout3"},
		{"a dev6 case in the heldout3 file", `"split":"dev"`, `"split":"dev6"`, "split \"dev6\" in the heldout3 file", "heldout3"},
		{"a dev5 case in the heldout3 file", `"split":"dev"`, `"split":"dev5"`, "split \"dev5\" in the heldout3 file", "heldout3"},
		{"a dev4 case in the heldout3 file", `"split":"dev"`, `"split":"dev4"`, "split \"dev4\" in the heldout3 file", "heldout3"},
		{"duplicate doc id", `"id":"x-2-2"`, `"id":"x-2-1"`, "duplicate doc id", "dev"},
		{"request without answered", `"answered":false,`, ``, "no answered", "dev"},
		{"owner without person", `"person":"Ann","quote":"Assignee: Ann"`, `"quote":"Assignee: Ann"`, "no person", "dev"},
		{"not without why", `"why":"asked, not accepted"`, `"why":""`, "no why", "dev"},
		{"owner in a timeline no fact states", `"current":"Ann"`, `"current":"Bob"`, "stated by no fact", "dev"},
		{"timeline on a single statement", `"asked, not accepted"}],"timeline":[]`, `"asked, not accepted"}],"timeline":[{"subject":"ABC-3","facet":"due","current":"2026-12-11","contradiction":false}]`, "single statement", "dev"},
		{"contradiction with one value", `"current":"Ann","contradiction":false`, `"contradiction":true,"values":["Ann","Ann"]`, "two different values", "dev"},
		{"blocker without blocked status", `"value":"blocked","quote":"waiting on ABC-2"`, `"value":"in_progress","quote":"waiting on ABC-2"`, "no blocked status", "dev"},
		{"slip without a due for its new date", `"date":"2026-11-20","quote":"to Nov 20"`, `"date":"2026-11-21","quote":"to Nov 20"`, "no due fact for the new date", "dev"},
		{"not the same as a fact", `"kind":"owner","subject":"ABC-3","person":"bo"`, `"kind":"due","subject":"ABC-3"`, "cannot tell it from the fact", "dev"},
		{"timeline value no fact states", `"history":["in_progress"]`, `"history":["open"]`, "stated by no fact", "dev"},
		{"contradiction with current", `"current":"2026-11-20","history":["2026-11-06"],"contradiction":false`, `"current":"2026-11-20","contradiction":true,"values":["2026-11-06","2026-11-20"]`, "contradiction has values", "dev"},
		{"fact without timeline entry", `{"subject":"ABC-1","facet":"owner","current":"Ann","contradiction":false},`, ``, "no entry for ABC-1 owner", "dev"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if !strings.Contains(good, tc.old) {
				t.Fatalf("the good case has no %s", tc.old)
			}
			bad := strings.Replace(good, tc.old, tc.new, 1)
			cs, err := facteval.Parse([]byte(bad))
			if err != nil {
				t.Fatal(err)
			}
			err = facteval.Check(cs, tc.split)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Check = %v, want an error containing %q", err, tc.want)
			}
		})
	}
	for _, split := range []string{"dev2", "dev3", "dev4", "dev5", "dev6", "dev7", "dev8", "dev9", "dev10", "dev11", "dev12", "dev13", "dev14", "dev15", "dev16", "dev17", "dev18", "heldout3"} {
		t.Run(split, func(t *testing.T) {
			cs, err := facteval.Parse([]byte(strings.ReplaceAll(good, `"split":"dev"`, `"split":"`+split+`"`)))
			if err != nil {
				t.Fatal(err)
			}
			if err := facteval.Check(cs, split); err != nil {
				t.Fatalf("the good case as %s fails: %v", split, err)
			}
		})
	}
	t.Run("duplicate case id", func(t *testing.T) {
		cs, err := facteval.Parse([]byte(strings.Replace(good, `"id":"x-2",`, `"id":"x-1",`, 1)))
		if err != nil {
			t.Fatal(err)
		}
		if err := facteval.Check(cs, "dev"); err == nil || !strings.Contains(err.Error(), "duplicate case id") {
			t.Fatalf("Check = %v", err)
		}
	})
	t.Run("unknown field", func(t *testing.T) {
		if _, err := facteval.Parse([]byte(strings.Replace(good, `"by":"ABC-2"`, `"blocked_by":"ABC-2"`, 1))); err == nil {
			t.Fatal("Parse accepted an unknown field")
		}
	})
	t.Run("minimums", func(t *testing.T) {
		n := facteval.Count(cs)
		if err := facteval.CheckMinimums(n); err == nil || !strings.Contains(err.Error(), "statements") {
			t.Fatalf("CheckMinimums(%+v) = %v", n, err)
		}
	})
}
