/** An API path template (`/api/listings/:id/…`) filled with one listing's id. */
export const listingPath = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));
