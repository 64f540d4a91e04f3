/** The address of a buyer's page; the document is the buyer's identity across orders. */
export const clientPath = (document: string) => `/client?document=${encodeURIComponent(document)}`;
