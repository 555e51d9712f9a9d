/**
 * What the browser remembers about the session. The real token is an HttpOnly cookie set by
 * the server; localStorage holds only non-secret markers (DESIGN §5).
 */
export const STORAGE_KEYS = {
  /** '1' after a successful sign-in: the "stored login token" of SPEC §2's guards. */
  loggedIn: 'candid.loggedIn',
  /** The signed-in user's email, used to fetch the user on first load. */
  userName: 'candid.userName',
  /** The ids of a team invitation, JSON of {@link RegistrationIds}. */
  registration: 'candid.registration',
} as const;

/** SPEC §3 "Registration state": the ids carried by /invite/{id}/{eId}/{statusId}. */
export interface RegistrationIds {
  userId: number | string;
  enterpriseId: number | string;
  userStatusId: string;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export const session = {
  /**
   * The guards' "stored login token". A marker without a user name cannot load the user, so it
   * counts as signed out (otherwise /login and the protected routes would bounce forever).
   */
  isLoggedIn(): boolean {
    return read(STORAGE_KEYS.loggedIn) === '1' && Boolean(read(STORAGE_KEYS.userName));
  },

  userName(): string | null {
    return read(STORAGE_KEYS.userName);
  },

  /** Remembers a sign-in; the cookie itself was set by the server. */
  signIn(email: string): void {
    window.localStorage.setItem(STORAGE_KEYS.loggedIn, '1');
    window.localStorage.setItem(STORAGE_KEYS.userName, email);
  },

  /** SPEC §4/§8: logout and 401 clear local storage entirely. */
  clear(): void {
    window.localStorage.clear();
  },

  registration(): RegistrationIds | null {
    const raw = read(STORAGE_KEYS.registration);
    if (!raw) return null;
    try {
      const value = JSON.parse(raw) as Partial<RegistrationIds> | null;
      if (value && value.userId != null && value.enterpriseId != null && value.userStatusId) {
        return {
          userId: value.userId,
          enterpriseId: value.enterpriseId,
          userStatusId: String(value.userStatusId),
        };
      }
    } catch {
      // A malformed entry is treated as absent.
    }
    return null;
  },

  setRegistration(ids: RegistrationIds): void {
    window.localStorage.setItem(STORAGE_KEYS.registration, JSON.stringify(ids));
  },

  clearRegistration(): void {
    window.localStorage.removeItem(STORAGE_KEYS.registration);
  },
};
