import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A wide PNG banner (a diagonal gradient with light stripes), drawn here so the journey uploads a
 * real image that looks like one in screenshots, without a binary file in the repository.
 */
export function bannerPng(width = 600, height = 200): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const t = (x + y) / (width + height);
      const stripe = (x + 2 * y) % 80 < 6 ? 40 : 0;
      row[1 + x * 3] = Math.min(255, Math.round(20 + 60 * t) + stripe);
      row[2 + x * 3] = Math.min(255, Math.round(110 + 90 * t) + stripe);
      row[3 + x * 3] = Math.min(255, Math.round(160 + 70 * (1 - t)) + stripe);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
