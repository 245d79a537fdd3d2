/** The file storage port: where uploaded files live. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Throws when the store cannot be reached or written (the readiness check). */
  check(): Promise<void>;
}
