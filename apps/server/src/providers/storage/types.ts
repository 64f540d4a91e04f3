/** Where uploaded files live. Keys are opaque paths chosen by the server, never by the client. */
export type FileStorage = {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
};
