package facts

import (
	"os"
	"testing"
)

func TestZZ(t *testing.T) {
	d := Doc{ID: "a", Kind: os.Getenv("ZK"), Author: "Chinonso Adebayo-Frei", At: at(2), Title: "chat", Text: os.Getenv("ZT")}
	for _, s := range show(extractAll(t, d)) {
		t.Log(s)
	}
}
