/** What `npm pack --json` says about the tarball, and where it is. */
export interface Packed {
  readonly filename: string;
  readonly tarball: string;
  readonly size: number;
  readonly unpackedSize: number;
  readonly entryCount: number;
  readonly files: readonly { readonly path: string; readonly size: number }[];
}
export function pack(folder: string): Packed;
export function givenPack(): Packed | undefined;
export function unpackAs(tarball: string, folder: string, options?: { readonly version?: string; readonly changelog?: string }): string;
