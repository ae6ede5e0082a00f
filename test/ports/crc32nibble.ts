/**
 * Port of the nibble-table CRC-32 (poly 0xEDB88320) of zlib's small-footprint variants (the
 * 16-entry table of e.g. Mark Adler's "crc32 4-bit" answer and lwIP's `crc32` helpers): one
 * CRC per 8-byte record. The table is a module-level constant table.
 */
import * as tack from "../../runtime/index.js";

export const CRC_NIBBLE = [
  0x00000000, 0x1db71064, 0x3b6e20c8, 0x26d930ac, 0x76dc4190, 0x6b6b51f4, 0x4db26158, 0x5005713c,
  0xedb88320, 0xf00f9344, 0xd6d6a3e8, 0xcb61b38c, 0x9b64c2b0, 0x86d3d2d4, 0xa00ae278, 0xbdbdf21c,
];

export function crc32nibble(data: Uint8Array, crcs: Uint32Array) {
  for (const r of tack.range(crcs.length)) {
    let crc = 0xffffffff;
    for (let k = 0; k < 8; k++) {
      crc ^= data[r * 8 + k];
      crc = CRC_NIBBLE[crc & 15] ^ (crc >>> 4);
      crc = CRC_NIBBLE[crc & 15] ^ (crc >>> 4);
    }
    crcs[r] = ~crc;
  }
}
