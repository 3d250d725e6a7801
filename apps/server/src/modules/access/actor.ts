/**
 * Who is asking: the user behind a session or an API key, with what every access rule reads (user type, company
 * and the companies under it, the type's flags, the key's scopes). Built by the auth module per request.
 */
export type Actor = {
  userId: number;
  typeId: number;
  companyId: number;
  companyKind: 'provider' | 'distributor' | 'service_centre';
  /** Companies under this one (a distributor's service centres). */
  childCompanyIds: number[];
  language: 'eng' | 'fra' | 'spa';
  flags: {
    editUser: boolean;
    addUser: boolean;
    viewUser: boolean;
    expandedWarranty: boolean;
    rmaPartsReport: boolean;
    manageFeedback: boolean;
  };
  via: 'session' | 'apiKey';
  sessionId: number | null;
  scopes: string[];
};
