package facts

import (
	netmail "net/mail"
	"strings"

	"golang.org/x/net/idna"
	"golang.org/x/net/publicsuffix"
)

// Mail domains are read in two places: the team's domains (engine/records: who is outside the
// team; a teammate seen writing from free mail makes it no team's domain) and a request's two
// sides (replans.go). One reading of a domain and one list of free mail serve both.

// DomainKey is a domain as the rules compare it: lower case, without a final dot, an
// internationalised name in its ASCII form ("bücher.example" and "xn--bcher-kva.example" are
// one domain), by golang.org/x/net/idna.
func DomainKey(d string) string {
	d = strings.TrimSuffix(strings.ToLower(strings.TrimSpace(d)), ".")
	if a, err := idna.Lookup.ToASCII(d); err == nil {
		return a
	}
	return d
}

// MailDomain is the domain of the address an author line gives ("Ann Hale
// <ann@halebakery.example>", "ann@halebakery.example"), as DomainKey reads it; "" for none.
func MailDomain(author string) string {
	addr := strings.TrimSpace(author)
	if a, err := netmail.ParseAddress(addr); err == nil {
		addr = a.Address
	}
	i := strings.LastIndexByte(addr, '@')
	if i < 0 {
		return ""
	}
	return DomainKey(strings.TrimRight(addr[i+1:], "> \t"))
}

// freeMail are mail providers anyone can write from: a teammate seen writing from one makes it
// no team's domain.
var freeMail = map[string]bool{"gmail.com": true, "googlemail.com": true, "outlook.com": true, "hotmail.com": true,
	"live.com": true, "msn.com": true, "yahoo.com": true, "ymail.com": true, "icloud.com": true, "me.com": true, "mac.com": true,
	"aol.com": true, "proton.me": true, "protonmail.com": true, "pm.me": true, "gmx.com": true, "gmx.de": true, "gmx.net": true,
	"web.de": true, "mail.com": true, "yandex.com": true, "yandex.ru": true, "mail.ru": true, "zoho.com": true, "fastmail.com": true,
	"tutanota.com": true, "qq.com": true, "163.com": true, "126.com": true, "naver.com": true, "hey.com": true,
	// National providers and internet providers' mail, which anyone in the country can have.
	"t-online.de": true, "freenet.de": true, "orange.fr": true, "wanadoo.fr": true, "free.fr": true, "laposte.net": true, "sfr.fr": true,
	"libero.it": true, "virgilio.it": true, "tiscali.it": true, "btinternet.com": true, "sky.com": true, "virginmedia.com": true,
	"talktalk.net": true, "seznam.cz": true, "wp.pl": true, "o2.pl": true, "interia.pl": true, "onet.pl": true, "rambler.ru": true,
	"bk.ru": true, "inbox.ru": true, "list.ru": true, "ukr.net": true, "rediffmail.com": true, "uol.com.br": true, "bol.com.br": true,
	"terra.com.br": true, "sina.com": true, "sohu.com": true, "139.com": true, "daum.net": true, "hanmail.net": true,
	"bigpond.com": true, "optusnet.com.au": true, "shaw.ca": true, "rogers.com": true, "comcast.net": true, "verizon.net": true,
	"att.net": true, "sbcglobal.net": true, "cox.net": true, "earthlink.net": true, "juno.com": true, "telenet.be": true,
	"skynet.be": true, "ziggo.nl": true, "kpnmail.nl": true, "bluewin.ch": true, "gmx.ch": true, "gmx.at": true, "aon.at": true}

// freeMailBrands are the providers whose mail anyone can have under any country's domain:
// yahoo.co.uk, hotmail.fr, outlook.de, gmx.at.
var freeMailBrands = map[string]bool{"gmail": true, "googlemail": true, "yahoo": true, "ymail": true, "rocketmail": true,
	"hotmail": true, "outlook": true, "live": true, "msn": true, "windowslive": true, "aol": true, "gmx": true, "yandex": true,
	"icloud": true, "protonmail": true, "proton": true, "zoho": true, "tutanota": true, "tuta": true, "mailbox": true}

// FreeMailDomain reports whether anyone can write from d (or from the domain it is part of):
// a free-mail provider, listed or under a provider's brand in any country.
func FreeMailDomain(d string) bool {
	if freeMail[d] {
		return true
	}
	site, err := publicsuffix.EffectiveTLDPlusOne(d)
	if err != nil {
		return false
	}
	if freeMail[site] {
		return true
	}
	brand, _, _ := strings.Cut(site, ".")
	return freeMailBrands[brand]
}
