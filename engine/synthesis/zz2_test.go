package synthesis

import (
	"fmt"
	"testing"
)

func TestZZM(t *testing.T) {
	for _, q := range []string{"What X-band rate per minute is Hoshizora paying us now?"} {
		c, ok := askedMeasure(q)
		fmt.Println(q, c, ok)
	}
}

func TestZZB(t *testing.T) {
	q := "What X-band rate per minute is Hoshizora paying us now?"
	b := askedBindings(q)
	fmt.Printf("%+v per=%v\n", b.any(), b.per)
	fmt.Println(b.forms.MatchString(" per antenna-minute from 1 February"))
}
