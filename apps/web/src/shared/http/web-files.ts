import { settings } from '../config/settings.ts';
import { readToken } from '../session/session-store.ts';
import { redirectAfterAuthFailure } from './auth-redirects.ts';
import { createFileFetcher, createUploader } from './file-transfer.ts';

const webFiles = {
  baseUrl: `${settings.apiUrl}/web`,
  getToken: readToken,
  onAuthFailure: redirectAfterAuthFailure,
};

/** Multipart upload to the authenticated website, with progress. */
export const uploadWebFile = createUploader(webFiles);

/** A file of the authenticated website, as a Blob (show it through an object URL). */
export const fetchWebFile = createFileFetcher(webFiles);
