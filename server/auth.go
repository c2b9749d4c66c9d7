package server

import (
	"net/http"
	"time"

	"github.com/queueproof/queueproof/engine"
	"github.com/queueproof/queueproof/engine/errs"
)

// The sign-in routes of the OIDC tier. The engine runs the flow (state, nonce, PKCE, token
// verification, sessions); these handlers only move cookies and redirects.
func (s *Server) authRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /auth/login", s.login)
	mux.HandleFunc("GET /auth/callback", s.callback)
	mux.HandleFunc("POST /auth/logout", s.logout)
}

func (s *Server) login(w http.ResponseWriter, r *http.Request) {
	start, err := s.engine.BeginLogin(r.Context(), r.URL.Query().Get("return_to"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	http.SetCookie(w, &http.Cookie{
		Name: loginCookie, Value: start.State, Path: "/auth/",
		MaxAge: int(engine.LoginTTL / time.Second), HttpOnly: true, Secure: s.production, SameSite: http.SameSiteLaxMode,
	})
	w.Header().Set("Cache-Control", "no-store")
	http.Redirect(w, r, start.URL, http.StatusFound)
}

func (s *Server) callback(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	cb := engine.Callback{State: q.Get("state"), Code: q.Get("code"), ProviderError: q.Get("error")}
	if ck, err := r.Cookie(loginCookie); err == nil {
		cb.BoundState = ck.Value
	}
	http.SetCookie(w, &http.Cookie{Name: loginCookie, Value: "", Path: "/auth/", MaxAge: -1, HttpOnly: true, Secure: s.production, SameSite: http.SameSiteLaxMode})
	in, err := s.engine.CompleteLogin(r.Context(), cb)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	http.SetCookie(w, &http.Cookie{
		Name: s.sessionCookieName(), Value: in.Token, Path: "/",
		MaxAge: int(engine.SessionTTL / time.Second), HttpOnly: true, Secure: s.production, SameSite: http.SameSiteLaxMode,
	})
	w.Header().Set("Cache-Control", "no-store")
	http.Redirect(w, r, in.ReturnTo, http.StatusSeeOther)
}

func (s *Server) logout(w http.ResponseWriter, r *http.Request) {
	if !s.sameOrigin(r) {
		s.writeError(w, r, errs.E(errs.Forbidden, "cross-site request refused"))
		return
	}
	if ck, err := r.Cookie(s.sessionCookieName()); err == nil {
		if err := s.engine.Logout(r.Context(), ck.Value); err != nil {
			s.writeError(w, r, err)
			return
		}
	}
	if ck, err := r.Cookie(legacyCookie); err == nil {
		if err := s.engine.LogoutLegacy(r.Context(), ck.Value); err != nil {
			s.writeError(w, r, err)
			return
		}
	}
	for _, name := range []string{s.sessionCookieName(), legacyCookie} {
		http.SetCookie(w, &http.Cookie{Name: name, Value: "", Path: "/", MaxAge: -1, HttpOnly: true, Secure: s.production, SameSite: http.SameSiteLaxMode})
	}
	http.Redirect(w, r, "/", http.StatusSeeOther)
}
