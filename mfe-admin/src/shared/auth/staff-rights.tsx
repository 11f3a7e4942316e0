import { createContext, useContext, type ReactNode } from 'react';
import { mayDo, type StaffNeed, type StaffRights } from '@reedmere/contracts';

// Without a provider (a tab rendered on its own in a test) every action shows: the server, not
// the panel, is what refuses a person their rights.
const EVERY_RIGHT: StaffRights = { role: 'owner', divisions: [] };

const StaffRightsContext = createContext<StaffRights>(EVERY_RIGHT);

/** The signed-in person's rights, for the tabs below to show only what they may use. */
export function StaffRightsProvider({
  rights,
  children,
}: {
  rights: StaffRights;
  children: ReactNode;
}) {
  return <StaffRightsContext.Provider value={rights}>{children}</StaffRightsContext.Provider>;
}

/** The signed-in person's rights. */
export const useStaffRights = (): StaffRights => useContext(StaffRightsContext);

/** True when the signed-in person may do what `need` names. */
export const useMayDo = (need: StaffNeed): boolean => mayDo(useStaffRights(), need);
