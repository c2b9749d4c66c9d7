package facts

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
)

// MeasureClass is the kind of quantity a measure is.
type MeasureClass string

// The measure classes. Amounts are in the class's base unit: seconds, bytes, percent, events
// per second, a plain count, metres per second, metres, kilograms or square metres. (A data rate, "5 Mbps",
// is a unit of its own: see reSymbolUnit.)
const (
	Duration MeasureClass = "duration"
	Percent  MeasureClass = "percentage"
	Size     MeasureClass = "size"
	Rate     MeasureClass = "rate"
	Money    MeasureClass = "amount of money"
	Count    MeasureClass = "count"
	Speed    MeasureClass = "speed"
	Length   MeasureClass = "length"
	Weight   MeasureClass = "weight"
	Area     MeasureClass = "area"
)

// Measure is a quantity a text states: a number and its unit.
type Measure struct {
	// Text is the measure as written ("50 s", "50000ms", "1,200 requests per minute").
	Text   string
	Class  MeasureClass
	Amount float64
	Span   Span
	// per is the base units one written unit holds (0 for a bare number): what a bare number
	// set against this measure takes when its unit is elided (see shareUnits).
	per float64
}

// Scaled reports whether a class is one of the kinds with a base unit (durations, percentages,
// sizes, rates, money, counts) rather than a unit written as a symbol (Ml/d, m³).
func Scaled(c MeasureClass) bool {
	switch c {
	case Duration, Percent, Size, Rate, Money, Count, Speed, Length, Weight, Area:
		return true
	}
	return false
}

// Same reports whether two measures state one quantity (50000ms and 50 s), within rounding.
func (m Measure) Same(o Measure) bool {
	if m.Class != o.Class {
		return false
	}
	d := m.Amount - o.Amount
	if d < 0 {
		d = -d
	}
	return d <= 1e-6*max(abs(m.Amount), abs(o.Amount), 1)
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// unitScale maps a unit as written (lower case) to its class and base-unit factor.
var unitScale = map[string]struct {
	class  MeasureClass
	factor float64
}{
	"ms": {Duration, 0.001}, "msec": {Duration, 0.001}, "millisecond": {Duration, 0.001}, "milliseconds": {Duration, 0.001},
	"s": {Duration, 1}, "sec": {Duration, 1}, "secs": {Duration, 1}, "second": {Duration, 1}, "seconds": {Duration, 1},
	"min": {Duration, 60}, "mins": {Duration, 60}, "minute": {Duration, 60}, "minutes": {Duration, 60}, "m": {Duration, 60},
	"h": {Duration, 3600}, "hr": {Duration, 3600}, "hrs": {Duration, 3600}, "hour": {Duration, 3600}, "hours": {Duration, 3600},
	"d": {Duration, 86400}, "day": {Duration, 86400}, "days": {Duration, 86400},
	"business day": {Duration, 86400}, "business days": {Duration, 86400},
	"business hour": {Duration, 3600}, "business hours": {Duration, 3600},
	// Time counted on a calendar, at work or while a machine runs: "5 working days", "750
	// operating hours", "3 calendar months".
	"working day": {Duration, 86400}, "working days": {Duration, 86400}, "working hours": {Duration, 3600},
	"calendar day": {Duration, 86400}, "calendar days": {Duration, 86400}, "calendar month": {Duration, 2629800}, "calendar months": {Duration, 2629800},
	"calendar weeks": {Duration, 604800}, "operating hours": {Duration, 3600}, "running hours": {Duration, 3600}, "engine hours": {Duration, 3600},
	"man-hours": {Duration, 3600}, "man hours": {Duration, 3600}, "person-hours": {Duration, 3600}, "person-days": {Duration, 86400},
	"wk": {Duration, 604800}, "wks": {Duration, 604800}, "week": {Duration, 604800}, "weeks": {Duration, 604800},
	"month": {Duration, 2629800}, "months": {Duration, 2629800},
	"yr": {Duration, 31557600}, "yrs": {Duration, 31557600}, "year": {Duration, 31557600}, "years": {Duration, 31557600},
	"%": {Percent, 1}, "percent": {Percent, 1}, "per cent": {Percent, 1}, "pct": {Percent, 1},
	"b": {Size, 1}, "bytes": {Size, 1}, "kb": {Size, 1e3}, "mb": {Size, 1e6}, "gb": {Size, 1e9}, "tb": {Size, 1e12}, "pb": {Size, 1e15},
	"kib": {Size, 1 << 10}, "mib": {Size, 1 << 20}, "gib": {Size, 1 << 30}, "tib": {Size, 1 << 40},
	"rps": {Rate, 1}, "qps": {Rate, 1}, "rpm": {Rate, 1.0 / 60},
	"m/s": {Speed, 1}, "km/h": {Speed, 1 / 3.6}, "kph": {Speed, 1 / 3.6}, "kmh": {Speed, 1 / 3.6}, "mph": {Speed, 0.44704},
	"knots": {Speed, 0.514444}, "knot": {Speed, 0.514444}, "kts": {Speed, 0.514444},
	// "m" is a minute above ("2h40m"); written apart from its number ("4.5 m", the SI style) it
	// is a metre (see Measures).
	"mm": {Length, 0.001}, "cm": {Length, 0.01}, "km": {Length, 1000},
	"metre": {Length, 1}, "metres": {Length, 1}, "meter": {Length, 1}, "meters": {Length, 1},
	"millimetres": {Length, 0.001}, "millimeters": {Length, 0.001}, "centimetres": {Length, 0.01}, "centimeters": {Length, 0.01},
	"kilometres": {Length, 1000}, "kilometers": {Length, 1000}, "ft": {Length, 0.3048}, "feet": {Length, 0.3048},
	"miles": {Length, 1609.344}, "mile": {Length, 1609.344},
	"kg": {Weight, 1}, "kgs": {Weight, 1}, "kilos": {Weight, 1}, "kilograms": {Weight, 1}, "grams": {Weight, 0.001},
	"tonnes": {Weight, 1000}, "tonne": {Weight, 1000}, "t": {Weight, 1000}, "lb": {Weight, 0.45359237}, "lbs": {Weight, 0.45359237},
	"ha": {Area, 10000}, "hectare": {Area, 10000}, "hectares": {Area, 10000}, "acre": {Area, 4046.8564224}, "acres": {Area, 4046.8564224},
}

var (
	// reDimensionAfter is a word of size after a length: "30m long", "12m wide".
	reDimensionAfter = regexp.MustCompile(`(?i)^\s*(?:long|wide|high|deep|tall|thick|across|apart|away|in (?:length|width|height|depth|diameter))\b`)
	// reHoursBefore ends an hour just before a minute: "1 h 20 m", "2 hours 30 m".
	reHoursBefore = regexp.MustCompile(`(?i)\d\s*(?:h|hr|hrs|hours?)\s+$`)
)

// metre reports whether the "m" after a number (the number at numStart:numEnd, "m" from
// unitStart to end) is a metre: written apart from its number ("4.5 m", the SI style) unless
// an hour comes just before ("1 h 20 m"), or against it with a word of size after ("12m
// wide"). "2h40m" and "30m timeout" are minutes.
func metre(text string, numStart, numEnd, unitStart, end int) bool {
	if unitStart > numEnd {
		return !reHoursBefore.MatchString(text[:numStart])
	}
	return reDimensionAfter.MatchString(text[end:])
}

// rePerTime is a rate's "per <time>" or "/<time>" tail.
var rePerTime = regexp.MustCompile(`(?i)^\s*(?:[a-z]+\s+){0,2}?(?:(?:per|a|an|each)\s+|/\s*)(second|sec|s|minute|min|hour|hr|h|day|d|week|wk|month|year|yr)\b`)

// reMeasure is a number (digits with thousands separators and decimals, or a leading-digit
// abbreviation like 1.2k, whose "k" ends a word: in "15km/h" and "500kVA" it is the unit's)
// and the unit after it. Units are tried longest first.
var reMeasure = regexp.MustCompile(`(?i)(?:^|[^\w.,#/-])((?:-|−)?\d{1,3}(?:,\d{3})+|(?:-|−)?\d+(?:\.\d+)?)(k\b)?(?:\s|-)?(` + unitAlternation() + `)?`)

func unitAlternation() string {
	units := make([]string, 0, len(unitScale))
	for u := range unitScale {
		units = append(units, regexp.QuoteMeta(u))
	}
	// Longest first, so "ms" is not read as "m" and "business days" not as "days".
	for i := range units {
		for j := i + 1; j < len(units); j++ {
			if len(units[j]) > len(units[i]) || len(units[j]) == len(units[i]) && units[j] < units[i] {
				units[i], units[j] = units[j], units[i]
			}
		}
	}
	return strings.Join(units, "|")
}

// reOffsetBefore stands before a time zone's offset: "GMT -5", "UTC+1".
var reOffsetBefore = regexp.MustCompile(`(?i)\b(?:gmt|utc)\s*$`)

// reMoney is an amount of money: a currency sign or code before the number, or a code or
// currency word after it ($1,200, € 50k, 1,200 USD, 30 euros, NOK 1,240, 450 SEK).
var reMoney = regexp.MustCompile(`(?i)(?:[$€£¥₹]\s?|\b(?:` + currencyCodes + `)\s?)((?:-|−)?(?:\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?))(\s?[km]\b)?|(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(\s?[km]\b)?\s?(?:` + currencyCodes + `|dollars?|euros?|pounds?|kroner|kronor|francs?|rupees?)\b`)

// reSumCode is a code that is money only as a sum (see currencyCodes).
var reSumCode = regexp.MustCompile(`(?i)\b(?:inr|aed|cny|cad)\b`)

// currencyCodes are ISO 4217 codes of currencies much trade is written in, less those that
// are as often words or other abbreviations (PHP, RON, SAR, TRY). INR (a blood test's
// value), AED (a defibrillator), CNY (the Chinese New Year) and CAD (computer-aided design)
// are money only as sums written as sums are: with a thousands separator or a "k"/"m" (see
// reSumCode).
const currencyCodes = `usd|eur|gbp|chf|jpy|nok|sek|dkk|pln|czk|huf|aud|nzd|zar|sgd|hkd|rmb|krw|brl|mxn|thb|myr|ngn|kes|inr|aed|cny|cad`

// Measures reads the quantities a text states, in order. A bare number is a count, unless it
// is part of an identifier, a version, a date or a time of day (those are not quantities); a
// count followed by "per <time>" is a rate.
func (p *Parser) Measures(text string) []Measure {
	words := append(append(wordDurations(text), wordShares(text)...), append(wordCounts(text), decidedCounts(text)...)...)
	if !hasDigit(text) {
		// Every other quantity it reads is written with digits.
		slices.SortFunc(words, func(a, b Measure) int { return a.Span.Start - b.Span.Start })
		return words
	}
	out := words
	masked := p.maskDates(text)
	money := moneyIn(masked)
	ranges := rangesIn(masked)
	out = append(out, money...)
	out = append(out, ranges...)
	for _, m := range reMeasure.FindAllStringSubmatchIndex(masked, -1) {
		numStart, numEnd := m[2], m[3]
		if inSpans(numStart, money) || inSpans(numStart, ranges) {
			continue
		}
		num := strings.NewReplacer(",", "", "−", "-").Replace(text[numStart:numEnd])
		v, err := strconv.ParseFloat(num, 64)
		if err != nil {
			continue
		}
		end := numEnd
		if m[4] >= 0 {
			v *= 1000
			end = m[5]
		}
		if partOfToken(text, numStart, end) {
			continue
		}
		unit := ""
		sym := reSymbolUnit.FindStringSubmatchIndex(text[end:])
		if sym != nil && m[6] >= 0 && end+sym[3] > m[7] {
			m[6] = -1 // "900 m³" is a volume, not 900 minutes
		}
		if m[6] >= 0 && text[m[6]:m[7]] == "M" && m[6] == end {
			continue // "3.2M" is millions (of a sum written before it), not minutes
		}
		if m[6] >= 0 && (m[7] == len(text) || !isLetter(text[m[7]]) || !isLetter(text[m[7]-1])) {
			unit = strings.ToLower(text[m[6]:m[7]])
			end = m[7]
		}
		if unit == "m/s" && (text[m[6]] == 'M' || strings.HasPrefix(text[m[7]:], "²") || strings.HasPrefix(text[m[7]:], "2")) {
			continue // "M/s Tata Steel" (Messrs), "9.81 m/s²" (an acceleration)
		}
		if unit == "t" && m[6] == numEnd {
			unit, end = "", numEnd // "5t" is no tonne; "3.5 t" is
		}
		meas := Measure{Class: Count, Amount: v}
		if u, ok := unitScale[unit]; ok && unit != "" {
			meas.Class, meas.Amount, meas.per = u.class, v*u.factor, u.factor
			if unit == "m" && metre(text, numStart, numEnd, m[6], end) {
				meas.Class, meas.Amount, meas.per = Length, v, 1 // "4.5 m deep", not 4.5 minutes
			}
		} else if sym != nil && !useUnitNamesThing(text[end+sym[2]:end+sym[3]], text[end+sym[3]:]) {
			// A unit written as a symbol the table does not scale (Ml/d, mg/l, m³, kWh): its
			// own class, compared only with the same unit.
			meas.Class, meas.per = MeasureClass(text[end+sym[2]:end+sym[3]]), 1
			end += sym[3]
		} else if isYear(text, numStart, numEnd, v) {
			continue
		} else if unit == "" && rePositionBefore.MatchString(text[:numStart]) && !reVerbBeforeNumber.MatchString(text[:numStart]) {
			continue // "step 3", "Rev 5", "at tower 7": the number names one of a series, it counts nothing
		}
		if meas.Class == Count || meas.Class == Size {
			// "3,000 calls per minute" is a rate; so is "140 GB a month" (growth, not a size).
			if r := rePerTime.FindStringSubmatchIndex(text[end:]); r != nil {
				per := unitScale[strings.ToLower(text[end+r[2]:end+r[3]])]
				meas.Amount, meas.per = meas.Amount/per.factor, meas.per/per.factor
				if meas.Class == Count {
					meas.Amount, meas.per = v/per.factor, 1/per.factor
				}
				meas.Class = Rate
				end += r[1]
			}
		}
		if unit == "m" && meas.Class == Duration && end < len(text) && text[end] == '.' {
			continue // "3m." reads as metres as often as minutes
		}
		if reOffsetBefore.MatchString(strings.TrimRight(text[:numStart], "+")) {
			continue // "GMT -5 hours", "UTC+1": a time zone, no quantity
		}
		if (meas.Class == Length || meas.Class == Weight || meas.Class == Size) && reCategoryAfter.MatchString(text[end:]) && reTheBefore.MatchString(text[:numStart]) {
			continue // "the 300 m class": a measure naming a kind of thing, no value of one ("a 12 m class skeleton" is 12 m long)
		}
		meas.Span = Span{numStart, end}
		meas.Text = strings.TrimSpace(text[numStart:end])
		out = append(out, meas)
	}
	out = compounds(text, out)
	slices.SortFunc(out, func(a, b Measure) int { return a.Span.Start - b.Span.Start })
	shareUnits(text, out)
	return out
}

// reTwoUnits is a quantity written in two units, the larger first: "7 ft 2 in", "9 st 4 lb",
// "1 h 20 m", "2 hours 30 minutes".
var reTwoUnits = regexp.MustCompile(`(?i)\b(\d+)\s?(ft|feet|foot|st|stone|h|hr|hrs|hours?)\s+(\d+(?:\.\d+)?)\s?(in|inch|inches|lb|lbs|m|min|mins|minutes?)\b`)

// compoundOnly are the units read only as a compound's smaller or larger part ("in" and "st"
// are words too often to be units alone); the others are unitScale's.
var compoundOnly = map[string]struct {
	class  MeasureClass
	factor float64
}{
	"in": {Length, 0.0254}, "inch": {Length, 0.0254}, "inches": {Length, 0.0254},
	"foot": {Length, 0.3048}, "st": {Weight, 6.35029318}, "stone": {Weight, 6.35029318},
}

// compoundUnit is the class and factor of a compound quantity's unit.
func compoundUnit(u string) (MeasureClass, float64) {
	u = strings.ToLower(u)
	if c, ok := compoundOnly[u]; ok {
		return c.class, c.factor
	}
	c := unitScale[u] // "m" after an hour is a minute, as unitScale has it
	return c.class, c.factor
}

// reHands is a horse's height in hands (four inches each; "16.2" is 16 hands 2 inches):
// "stands 18 hands", "16.2 hh".
var reHands = regexp.MustCompile(`(?i)\b(?:stands?|standing|measures?|measuring)\s+(\d+(?:\.\d)?)\s?(?:hands|hh)\b|\b(\d+(?:\.\d)?)\s?(?:hh|hands high)\b`)

// compounds reads each quantity written in two units as one ("7 ft 2 in" is 7 ft 2 in, not 7
// ft and a count of 2), in place of the measures read inside it.
func compounds(text string, ms []Measure) []Measure {
	for _, m := range reTwoUnits.FindAllStringSubmatchIndex(text, -1) {
		bigClass, big := compoundUnit(text[m[4]:m[5]])
		smallClass, small := compoundUnit(text[m[8]:m[9]])
		if bigClass != smallClass || big <= small {
			continue // "3 h 20 lb", "5 in 2 ft"
		}
		a, _ := strconv.ParseFloat(text[m[2]:m[3]], 64)
		b, _ := strconv.ParseFloat(text[m[6]:m[7]], 64)
		ms = slices.DeleteFunc(ms, func(x Measure) bool { return x.Span.Start < m[1] && x.Span.End > m[0] })
		ms = append(ms, Measure{Text: text[m[0]:m[1]], Class: bigClass, Amount: a*big + b*small, per: small, Span: Span{m[0], m[1]}})
	}
	for _, m := range reHands.FindAllStringSubmatchIndex(text, -1) {
		g := 2
		if m[2] < 0 {
			g = 4
		}
		start := m[g]
		hands, inches, _ := strings.Cut(text[m[g]:m[g+1]], ".") // "16.2 hh" is 16 hands and 2 inches
		h, _ := strconv.ParseFloat(hands, 64)
		in, _ := strconv.ParseFloat("0"+inches, 64)
		ms = slices.DeleteFunc(ms, func(x Measure) bool { return x.Span.Start < m[1] && x.Span.End > start })
		ms = append(ms, Measure{Text: text[start:m[1]], Class: Length, Amount: h*0.1016 + in*0.0254, per: 0.1016, Span: Span{start, m[1]}})
	}
	return ms
}

var (
	// reUnitAhead joins a bare number to the measure after it: "from 600 to 1,200 requests per
	// minute", "5 or 10 GB", "20–30 s".
	reUnitAhead = regexp.MustCompile(`(?i)^\s*(?:to|or|and|->|→|-|–|—)\s*$`)
	// reUnitBehind sets a bare number against the measure before it: "after 10 minutes
	// without an ack (was 15)", "25 GB, down from 40", "90 days, not 180".
	reUnitBehind = regexp.MustCompile(`(?i)(?:\b(?:was|were|from|not|previously|formerly|instead of|rather than|vs\.?|versus|or|to)|->|→)\s*\(?\s*$`)
	// reStandsAlone is what may follow a number that has no noun of its own.
	reStandsAlone = regexp.MustCompile(`(?i)^\s*(?:$|[),;:.]|(?:to|or|and|->|→|-|–|—)(?:\s|$))`)
)

// shareUnits gives a bare number the unit of the measure it is set against, when the text
// elides the unit the way English does in ranges, changes and contrasts ("from 600 to 1,200
// requests per minute", "10 minutes (was 15)"). A number followed by a noun of its own
// ("3 replicas") keeps counting that noun.
func shareUnits(text string, ms []Measure) {
	adopt := func(m *Measure, from Measure) {
		m.Class, m.Amount, m.per = from.Class, m.Amount*from.per, from.per
	}
	for i := range ms {
		m := &ms[i]
		if m.Class != Count || m.per != 0 || !reStandsAlone.MatchString(text[m.Span.End:]) {
			continue
		}
		if i+1 < len(ms) && ms[i+1].per != 0 && reUnitAhead.MatchString(text[m.Span.End:ms[i+1].Span.Start]) {
			adopt(m, ms[i+1])
			continue
		}
		if i > 0 && ms[i-1].per != 0 {
			gap := text[ms[i-1].Span.End:m.Span.Start]
			if len(gap) <= 40 && !strings.ContainsAny(gap, ";\n!?") && reUnitBehind.MatchString(gap) {
				adopt(m, ms[i-1])
			}
		}
	}
}

// reSymbolUnit is a unit written as a symbol: a ratio of short units (Ml/d, mg/l, t/h), or one
// of the common SI and industry symbols, after a system's name where one is given ("0.4 US
// qt/h"). Flight hours and cycles (FH, FC) are the units maintenance intervals are counted in.
var reSymbolUnit = regexp.MustCompile(`^\s?(?:(?:US|UK|Imp\.?)\s)?((?:[a-zA-Zµ°³²]{1,4}/[a-zA-Z]{1,4})|m³|m3|m²|m2|km²|km|kg|mg|µg|mm|cm|ml|Ml|ML|kl|kWh|MWh|GWh|kVA|MVA|kW|MW|GW|kV|Hz|kHz|MHz|GHz|°C|°F|ppm|ppb|bar|psi|litres?|liters?|tonnes?|megalitres?|kbps|Mbps|Gbps|LUFS|LKFS|dBFS|dBm|dBu|dB|FH|FC)(?:$|[^\w/])`)

// reUseUnitEnds follows flight hours or cycles that count an interval or a use: the end of a
// clause, or a word of one ("every 500 FH to every 300 FH", "at 750 FH interval").
var reUseUnitEnds = regexp.MustCompile(`(?i)^(?:\s*(?:[.,;:!?)\]|]|$)|\s+(?:to|or|and|per|on|at|between|since|until|then|now|interval|intervals|inspection|inspections|check|checks|limit|remaining|left|since new|tsn|csn)\b)`)

// useUnitNamesThing reports "FH" or "FC" written before a name ("2 FH drop-ins" of family
// history, "6 FC Eastgate players" of a football club): an initialism, no unit of use.
func useUnitNamesThing(unit, after string) bool {
	return (unit == "FH" || unit == "FC") && !reUseUnitEnds.MatchString(after)
}

// reCategoryAfter follows a size that names a class of things after "the" (reTheBefore): "the
// 300 m class", "the 3.5 t category", "parcels in the 20 kg band".
var (
	reCategoryAfter = regexp.MustCompile(`(?i)^[\s-]*(?:class|category|band)\b`)
	reTheBefore     = regexp.MustCompile(`(?i)\bthe\s+$`)
)

// reVerbBeforeNumber is a word of rePositionBefore that is as often a verb before a
// quantity: "please plan 18 pallets", "we number 40 staff", "box 12 jars".
var reVerbBeforeNumber = regexp.MustCompile(`(?i)\b(?:plan|stand|shift|number|group|table|box|schedule)\s+$|` +
	// any such word after a modal or a pronoun is a verb: "can seat 120", "will stage 3", "we'll model 4"
	// (after "to" it is a place: "moved to bay 2")
	`(?:\b(?:can|could|will|would|should|must|may|might|we|they|you|i)|'ll|’ll)\s+\p{L}+\s+$`)

// reYearBefore is a word that puts a year after it ("in 2030", "by 2033"), a month's, a
// season's or a holiday's name ("Christmas 2026", "summer 2025", "March 2027"); a year alone
// in brackets is one too ("Rev 5 (2025)", see isYear).
var reYearBefore = regexp.MustCompile(`(?i)(?:\b(?:in|by|from|since|until|till|before|after|of|for|to|during|through|year|fy|cy|founded|established|est|built|opened|` +
	`christmas|xmas|easter|new year|summer|winter|spring|autumn|fall|season|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec))\s*$`)

// isYear reports whether the bare number at text[start:end] is a year, not a count: a whole
// number from 1900 to 2100 after a word that introduces a time, or joined to another year
// ("2026-2030").
func isYear(text string, start, end int, v float64) bool {
	if v < 1900 || v > 2100 || v != float64(int(v)) || end-start != 4 {
		return false
	}
	inBrackets := start > 0 && text[start-1] == '(' && end < len(text) && text[end] == ')' // "Rev 5 (2025)", not "(2040 visitors)"
	return inBrackets || reYearBefore.MatchString(text[:start]) || start > 0 && strings.ContainsAny(text[start-1:start], "-–/") ||
		end < len(text) && strings.ContainsAny(text[end:end+1], "-–/")
}

// reMinorMoney is an amount in pence or cents ("24.5p", "60 pence", "99¢", "50 cents", "10c"). A bare
// "p" is read only in lower case and under 100, and not in a sentence about video or a time of
// day unless it is also about money: "720p" is a resolution, "25p" a frame rate, "2P" a
// breaker's poles and "3p" a time in US chat; "stamps went up to 85p" is a price.
var (
	reMinorMoney = regexp.MustCompile(`\b(\d{1,2}(?:\.\d+)?)(?:p|\s?(?i:pence))\b|\b(\d+(?:\.\d+)?)\s?(?:¢|(?i:cents?)\b)|\b(\d{1,2}(?:\.\d+)?)c\b`)
	reMoneyCue   = regexp.MustCompile(`(?i)£|\bpence\b|\bpric|\bcost|\bcharg|\btariff|\bfees?\b|\bfares?\b|\bpa(?:y|id)|\bspen[dt]|\bbill|\blevy|\bper\b|\beach\b|\bcheaper\b|\bdearer\b`)
	// reNotPence is a sentence about video or a time of day, where "25p" or "3p" is no price.
	reNotPence = regexp.MustCompile(`(?i)\b(?:fps|frames?|video|camera|shoot(?:s|ing)?|footage|record(?:s|ed|ing)?|broadcast|stream(?:s|ing)?|export|render|resolution|interlaced|progressive|\d{3,4}[pi]|[248]k|uhd|hd|sync|meeting|call|tomorrow|tonight|today|(?-i:ET|PT|CT|EST|PST|CET|GMT|UTC))\b`)
	// reCentsIdiom is "my two cents": an opinion, not an amount.
	reCentsIdiom = regexp.MustCompile(`(?i)\b(?:my|your|his|her|our|their|just)\s+(?:2|two)\s+cents\b`)
)

// moneyIn reads the amounts of money in text; pence and cents in the major unit.
func moneyIn(text string) []Measure {
	var out []Measure
	for _, m := range reMinorMoney.FindAllStringSubmatchIndex(text, -1) {
		num := m[2:4]
		bareP := num[0] >= 0 && strings.HasSuffix(text[m[0]:m[1]], "p")
		if num[0] < 0 {
			num = m[4:6]
		}
		if num[0] < 0 {
			// A bare "c" (Australian and US shorthand, "10c a litre") only in a sentence about
			// money: "10c" is as often ten degrees.
			num = m[6:8]
			if !reMoneyCue.MatchString(text) {
				continue
			}
		}
		if num[0] > 0 && strings.ContainsRune("-#_:./xvV", rune(text[num[0]-1])) {
			continue // part of an identifier, a version or a resolution ("1080/60p")
		}
		if bareP && reNotPence.MatchString(text) && !reMoneyCue.MatchString(text) || reCentsIdiom.MatchString(text[max(0, m[0]-8):m[1]]) {
			continue
		}
		v, err := strconv.ParseFloat(text[num[0]:num[1]], 64)
		if err != nil {
			continue
		}
		out = append(out, Measure{Text: strings.TrimSpace(text[m[0]:m[1]]), Class: Money, Amount: v / 100, Span: Span{m[0], m[1]}, per: 1})
	}
	for _, m := range reMoney.FindAllStringSubmatchIndex(text, -1) {
		num, mult := m[2:4], m[4:6]
		if num[0] < 0 {
			num, mult = m[6:8], m[8:10]
		} else if c := text[m[0]]; c >= 'A' && c <= 'z' && (text[num[0]] == '-' || strings.HasPrefix(text[num[0]:], "−")) {
			continue // "SEK-12", "AUD-7": a tracker's key whose project shares a currency's code
		}
		if reSumCode.MatchString(text[m[0]:m[1]]) && !strings.Contains(text[num[0]:num[1]], ",") && mult[0] < 0 {
			continue // "INR 2.8", "3 AED units", "CNY 10-17 Feb": no sum
		}
		v, err := strconv.ParseFloat(strings.NewReplacer(",", "", "−", "-").Replace(text[num[0]:num[1]]), 64)
		if err != nil {
			continue
		}
		if mult[0] >= 0 {
			switch strings.ToLower(strings.TrimSpace(text[mult[0]:mult[1]])) {
			case "k":
				v *= 1e3
			case "m":
				v *= 1e6
			}
		}
		out = append(out, Measure{Text: strings.TrimSpace(text[m[0]:m[1]]), Class: Money, Amount: v, Span: Span{m[0], m[1]}, per: 1})
	}
	return out
}

// inSpans reports whether offset at lies in one of the measures' spans.
func inSpans(at int, ms []Measure) bool {
	for _, m := range ms {
		if at >= m.Span.Start && at < m.Span.End {
			return true
		}
	}
	return false
}

// partOfToken reports whether the number at text[start:end] is part of a larger token: an
// identifier (ENG-12, #482, v2.3, API 30 is fine), a version (1.2.3), a time of day (09:15) or
// a word with digits (p99, x86).
func partOfToken(text string, start, end int) bool {
	if start > 0 {
		c := text[start-1]
		if c == '-' || c == '#' || c == '_' || c == ':' || c == '.' || c == 'v' || c == 'V' || isLetter(c) {
			return true
		}
		if c == '/' && start > 1 && isDigit(text[start-2]) && numberPair(text, start, end) {
			return true // the 7 of "24/7", the 4 of "3/4 of"
		}
	}
	if end < len(text) {
		c := text[end]
		if c == ':' || c == '_' || c == '-' && end+1 < len(text) && isDigit(text[end+1]) ||
			c == '.' && end+1 < len(text) && isDigit(text[end+1]) || isLetter(c) && !isUnitStart(text, end) ||
			c == '/' && end+1 < len(text) && isDigit(text[end+1]) && numberPair(text, start, end) { // "24/7", "3/4 of"
			return true
		}
	}
	return false
}

// reNumberPair is a pair of numbers that is no quantity: round the clock ("24/7",
// "24/7/365") or a fraction of something ("3/4 of the fleet"). Other pairs ("seats 29/38",
// "43/22 seated/standing") are counts.
var reNumberPair = regexp.MustCompile(`^(?:24/(?:7|365)(?:/365)?|\d{1,2}/\d{1,2}\s+of\b)`)

// numberPair reports whether the number at start:end is part of a pair reNumberPair matches:
// the digits and slashes around it, and the word after.
func numberPair(text string, start, end int) bool {
	from := start
	for from > 0 && (isDigit(text[from-1]) || text[from-1] == '/') {
		from--
	}
	return reNumberPair.MatchString(text[from:])
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isDigit(c byte) bool  { return c >= '0' && c <= '9' }

// reUnitAt is a scaled unit holding a slash ("km/h", "m/s", from unitScale) at the start of a
// text.
var reUnitAt = regexp.MustCompile(`(?i)^(?:` + slashUnits() + `)(?:$|[^\p{L}/])`)

// slashUnits are unitScale's units that hold a slash, as a regular expression's alternation.
func slashUnits() string {
	var us []string
	for u := range unitScale {
		if strings.Contains(u, "/") {
			us = append(us, regexp.QuoteMeta(u))
		}
	}
	slices.Sort(us)
	return strings.Join(us, "|")
}

// isUnitStart reports whether a unit begins at text[i] (a number glued to its unit: 50s, 10GB).
func isUnitStart(text string, i int) bool {
	if reUnitAt.MatchString(text[i:]) || reSymbolUnit.MatchString(text[i:]) {
		return true // "15km/h", "500kVA": a unit with a slash or a symbol, glued to its number
	}
	for j := i + 1; j <= len(text) && j-i <= 14; j++ {
		if j < len(text) && isLetter(text[j]) {
			continue
		}
		if _, ok := unitScale[strings.ToLower(text[i:j])]; ok {
			return true
		}
		if j < len(text) && text[j] != ' ' {
			return false
		}
	}
	return false
}

// rePeriodDate is a date written as a limit from a time ("within 4 hours" of the report): the
// period is a duration the text states, whatever day it ends on. "In 2 weeks" and "in 3
// months" name when something happens, no duration of it.
var rePeriodDate = regexp.MustCompile(`(?i)^within\s+\d+(?:[.,]\d+)?\s*(?:mins?|minutes?|hrs?|hours?|days?|weeks?|months?|years?)$`)

// reDottedNumber is a day and month written with dots, as a decimal number is ("16.2.");
// reMeasureContrast ends a measure with its unit and a word setting another value against it
// ("18.7 hours, not ", "£5.40, not ", "18.5 °C rather than "): what follows is a number in
// that unit, not a date. ("2 days, was 16.3." may name the date it was, so "was" is no sign.)
var (
	reDottedNumber    = regexp.MustCompile(`^\d{1,3}\.\d{1,2}\.?$`)
	reMeasureContrast = regexp.MustCompile(`(?i)(?:\d\s*(?:\p{L}+|%|°\s?[CF])|[£$€¥]\s?\d[\d,.]*)[\s,;(]*(?:not|rather than|instead of|down from|up from|vs\.?|versus)\s*\(?\s*$`)
)

// maskDates blanks the dates a text states (they hold numbers that are not quantities).
func (p *Parser) maskDates(text string) string {
	ds := p.Dates(text, time.Time{})
	if len(ds) == 0 {
		return text
	}
	b := []byte(text)
	for _, d := range ds {
		if rePeriodDate.MatchString(d.Text) {
			continue // "within 4 hours (of the report)": a date, and a duration too
		}
		if reDottedNumber.MatchString(d.Text) && reMeasureContrast.MatchString(text[:d.Span.Start]) {
			continue // "18.7 hours, not 16.2.": a number set against a measure, no 16 February
		}
		for i := d.Span.Start; i < d.Span.End && i < len(b); i++ {
			b[i] = ' '
		}
	}
	return string(b)
}
