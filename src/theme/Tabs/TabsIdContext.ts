import {createContext} from 'react';

/** The id of the enclosing <Tabs>, so each <TabItem> panel can name itself and its tab. */
export const TabsIdContext = createContext<string | null>(null);
