"use client";
// One way to re-authenticate (OWASP ASVS 5.0 V7.5): a sensitive call the server refuses with
// code `reauth_required` opens the "Confirmar identidade" dialog; once the password is
// confirmed (POST /api/auth/reauth) the same call is sent again, once, so what was typed is
// never lost. Cancelling hands the original error back to the caller and its error toast.
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from "react";
import { ApiError } from "@/lib/api/client";
import { ACCOUNT_ERROR_CODES } from "@/lib/schemas/account";
import { ReauthDialog } from "./reauth-dialog";

type WithReauth = <T>(call: () => Promise<T>) => Promise<T>;

const ReauthContext = createContext<WithReauth | null>(null);

export function isReauthRequired(error: unknown): boolean {
  return error instanceof ApiError && error.code === ACCOUNT_ERROR_CODES.reauthRequired;
}

export function ReauthProvider({ children }: { children: ReactNode }) {
  const [asking, setAsking] = useState(false);
  // Calls refused together (two mutations at once) wait for the same dialog.
  const pending = useRef<{
    promise: Promise<void>;
    resolve: () => void;
    reject: () => void;
  } | null>(null);

  const confirmIdentity = useCallback((): Promise<void> => {
    if (!pending.current) {
      let resolve = () => {};
      let reject = () => {};
      const promise = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      pending.current = { promise, resolve, reject };
      setAsking(true);
    }
    return pending.current.promise;
  }, []);

  const settle = useCallback((confirmed: boolean) => {
    const current = pending.current;
    pending.current = null;
    setAsking(false);
    if (confirmed) current?.resolve();
    else current?.reject();
  }, []);

  const withReauth = useCallback<WithReauth>(
    async (call) => {
      try {
        return await call();
      } catch (error) {
        if (!isReauthRequired(error)) throw error;
        try {
          await confirmIdentity();
        } catch {
          throw error;
        }
        return call();
      }
    },
    [confirmIdentity],
  );

  return (
    <ReauthContext.Provider value={withReauth}>
      {children}
      <ReauthDialog open={asking} onConfirmed={() => settle(true)} onCancel={() => settle(false)} />
    </ReauthContext.Provider>
  );
}

/** Wraps a call so a `reauth_required` refusal asks for the password and tries once more. */
export function useReauth(): WithReauth {
  const withReauth = useContext(ReauthContext);
  return withReauth ?? ((call) => call());
}
