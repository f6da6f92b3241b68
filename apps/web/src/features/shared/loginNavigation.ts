// What other pages may hand to /login when they send someone there.

/** Navigation state that fills in the e-mail on /login (never the password: history state outlives the page). */
export interface LoginLocationState {
  email?: string;
}
