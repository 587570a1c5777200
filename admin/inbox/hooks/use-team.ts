import { useEffect, useState } from 'react';
import { getMe } from '../../lib/session';
import { getTeam } from '../api/messages';

/** Who is signed in and who a message may be given to, from {@link useTeam}. */
export interface Team {
  /** The signed-in account's e-mail, or null until known. */
  me: string | null;
  /** The team accounts (owners), by e-mail, sorted. */
  accounts: string[];
}

/**
 * The signed-in account and the team accounts (GET /api/admin/me, GET /api/admin/team), read once
 * when the inbox opens; a failure goes to the status line's error.
 */
export function useTeam(report: (caught: unknown) => void): Team {
  const [team, setTeam] = useState<Team>({ me: null, accounts: [] });
  useEffect(() => {
    let current = true;
    Promise.all([getMe(), getTeam()]).then(([who, { accounts }]) => {
      if (current) setTeam({ me: who.email, accounts });
    }, report);
    return () => {
      current = false;
    };
  }, [report]);
  return team;
}
