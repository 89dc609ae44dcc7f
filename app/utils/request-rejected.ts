/** Why a request was turned away before its data was looked at. */
export class RequestRejected extends Error {
  constructor(
    readonly status: 403 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = "RequestRejected";
  }
}
