import { useEffect, useState } from 'react';
import { failureLogLine } from 'shared-ui/sign-in';
import { loadSession, type Session } from './loadSession';

/** The session module once loaded (undefined on the first paint). */
export function useSessionModule(): Session | undefined {
  const [session, setSession] = useState<Session | undefined>(undefined);
  useEffect(() => {
    let active = true;
    loadSession().then(
      (loaded) => {
        if (active) setSession(loaded);
      },
      (error: unknown) => console.error(failureLogLine('Sign-in could not be prepared', error)),
    );
    return () => {
      active = false;
    };
  }, []);
  return session;
}
