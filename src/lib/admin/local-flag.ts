// The original brief kept a "logged in" flag, the e-mail and the user id in the browser. They
// are kept for compatibility only: the server's session decides everything
// (docs/product.md#roles-and-permissions).
const KEYS = { flag: "isAdminLoggedIn", email: "adminEmail", userId: "adminUserId" } as const;

export function rememberLogin(user: { id: string; email: string }): void {
  try {
    localStorage.setItem(KEYS.flag, "true");
    localStorage.setItem(KEYS.email, user.email);
    localStorage.setItem(KEYS.userId, user.id);
  } catch {
    // Storage unavailable: nothing depends on it.
  }
}

export function forgetLogin(): void {
  try {
    for (const key of Object.values(KEYS)) localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing depends on it.
  }
}
