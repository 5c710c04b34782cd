import { createContext } from 'react';

/** True on a shared link's page: the reports show their figures and nothing that changes anything (README "Shared read-only links"). */
export const ReadOnlyView = createContext(false);
