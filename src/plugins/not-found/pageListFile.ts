/** The file, next to each locale's HTML, that lists its pages and titles for the not-found page (./pageList.ts). */
export const PAGE_LIST_FILE = 'not-found-pages.json';
