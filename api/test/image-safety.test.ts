// Safe, light images (docs/people-and-files.md, "Images"): JPEG, PNG and WEBP uploads lose their
// metadata (EXIF with GPS, camera, author) and are turned upright; logos and option pictures get
// WEBP copies served at `?w=`; a picture of too many pixels is refused before it is decoded.
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { fileMessages, IMAGE_VARIANT_WIDTHS, type Company, type UploadedFile } from '@formbuilder/contracts';
import sharp from 'sharp';
import { files } from '../src/db/schema';
import { createPostgresFileStorage, deleteOrphanChunks } from '../src/modules/files/storage';
import { call, login } from './support/http';
import { companyWithStaff, insertForm, pathOf, storedBytes, storedFiles, upload } from './support/fixtures';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';

jest.setTimeout(60_000);

let server: TestServer;
let formId: string;
let acme: Awaited<ReturnType<typeof companyWithStaff>>;
beforeAll(async () => {
  server = await startServer({ env: { PUBLIC_SUBMIT_RATE: '0' } });
  acme = await companyWithStaff(server);
  formId = (await insertForm(server.db, { companyId: acme.company.id })).id;
});
afterAll(() => server.stop());

const AUTHOR = 'Maria Souza da Silva';
const EXIF_WITH_GPS = {
  IFD0: { Artist: AUTHOR, Make: 'Telefone', Model: 'Modelo X' },
  // São Paulo: where the picture was taken is the respondent's, not the company's, to give away.
  IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 0/1' },
};

/** A noisy picture (so it weighs like a photo) carrying EXIF with an author and a GPS position. */
async function photo(width: number, height: number, format: 'jpeg' | 'png' | 'webp', orientation?: number) {
  const noise = sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  });
  const encoded = format === 'jpeg' ? noise.jpeg({ quality: 90 }) : format === 'png' ? noise.png() : noise.webp();
  return encoded
    .withExif(EXIF_WITH_GPS)
    .withMetadata(orientation ? { orientation } : {})
    .toBuffer();
}

/** A PNG whose header claims `side` x `side` pixels, with next to no data: a decompression bomb's shape. */
function hugePngHeader(side: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // 8 bits per sample
  header.writeUInt8(0, 9); // greyscale
  const rows = zlib.deflateSync(Buffer.alloc((side + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** GIF data sub-blocks: `data` cut in pieces of at most 255 bytes, each after its length, then 0. */
function subBlocks(data: Buffer): Buffer {
  const pieces: Buffer[] = [];
  for (let at = 0; at < data.length; at += 255) {
    const piece = data.subarray(at, at + 255);
    pieces.push(Buffer.from([piece.length]), piece);
  }
  return Buffer.concat([...pieces, Buffer.from([0])]);
}

/**
 * The smallest GIF whose screen and only frame declare `side` x `side` pixels: 35 bytes that a
 * decoder would unpack to `side` squared pixels.
 */
function hugeGifHeader(side: number): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt16LE(side, 0);
  size.writeUInt16LE(side, 2);
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    size,
    Buffer.from([0x80, 0, 0]), // a global colour table of 2 entries, background 0, no aspect
    Buffer.from([0, 0, 0, 0xff, 0xff, 0xff]),
    Buffer.from([0x2c, 0, 0, 0, 0]), // image descriptor at 0,0
    size,
    Buffer.from([0, 2, 2, 0x4c, 0x01, 0, 0x3b]), // no local table, 2-bit codes, one tiny block, end
  ]);
}

const GPS_XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="23,33.0S" exif:GPSLongitude="46,38.0W"/>' +
  '</rdf:RDF></x:xmpmeta>';

/**
 * A GIF of `frames` frames carrying, before its trailer, a comment naming its owner and an XMP
 * packet with a GPS position (the application extension "XMP DataXMP").
 */
async function gifWithMetadata(frames: number): Promise<Buffer> {
  const side = 16;
  const pictures = Array.from({ length: frames }, (_, index) =>
    sharp({ create: { width: side, height: side, channels: 3, background: index % 2 ? '#ff0000' : '#0000ff' } })
      .png()
      .toBuffer(),
  );
  const joined = await Promise.all(pictures);
  const source = frames === 1 ? sharp(joined[0]) : sharp(joined, { join: { animated: true } });
  const gif = await source.gif({ delay: 100 }).toBuffer();
  expect(gif.at(-1)).toBe(0x3b);
  const comment = Buffer.concat([Buffer.from([0x21, 0xfe]), subBlocks(Buffer.from(`Foto de ${AUTHOR}`, 'latin1'))]);
  const xmp = Buffer.concat([
    Buffer.from([0x21, 0xff, 11]),
    Buffer.from('XMP DataXMP', 'latin1'),
    subBlocks(Buffer.from(GPS_XMP, 'utf8')),
  ]);
  return Buffer.concat([gif.subarray(0, -1), comment, xmp, Buffer.from([0x3b])]);
}

const respondentUpload = (bytes: Buffer, name: string) =>
  upload(server.url, '/api/public/files', { fields: { formId }, file: { bytes, name } });
const staffUpload = (bytes: Buffer, name: string) =>
  upload(server.url, '/api/files', { token: acme.manager.token, file: { bytes, name } });
const download = async (url: string) => {
  const response = await fetch(
    `${server.url}${url.startsWith('http') ? new URL(url).pathname + new URL(url).search : url}`,
  );
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};
const rowOf = async (id: string) => (await server.db.select().from(files).where(eq(files.id, id)))[0]!;

describe('metadata is dropped from uploaded images', () => {
  it('when a respondent sends a JPEG with EXIF and a GPS position, then the stored file has no metadata at all', async () => {
    // Arrange
    const sent = await photo(64, 48, 'jpeg');
    expect((await sharp(sent).metadata()).exif?.includes(AUTHOR)).toBe(true);

    // Act
    const result = await respondentUpload(sent, 'foto.jpg');

    // Assert
    expect(result.status).toBe(201);
    const body = result.json as UploadedFile;
    expect(body.variants).toBeUndefined();
    const { response, bytes } = await download(body.url);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const kept = await sharp(bytes).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect([kept.exif, kept.xmp, kept.iptc]).toEqual([undefined, undefined, undefined]);
    expect(bytes.includes('Exif\0\0')).toBe(false);
    expect(bytes.includes(AUTHOR)).toBe(false);
    expect(body.size).toBe(bytes.length);
    expect((await rowOf(body.id)).size).toBe(bytes.length);
  });

  it('when a picture says by EXIF that it is turned, then it is stored upright without the orientation tag', async () => {
    // Arrange: 60 x 20 pixels, to be shown turned a quarter (orientation 6).
    const sent = await photo(60, 20, 'jpeg', 6);

    // Act
    const result = await respondentUpload(sent, 'deitada.jpg');

    // Assert
    expect(result.status).toBe(201);
    const kept = await sharp((await download((result.json as UploadedFile).url)).bytes).metadata();
    expect([kept.width, kept.height, kept.orientation]).toEqual([20, 60, undefined]);
  });

  it.each([
    ['WEBP', 'webp' as const, 'foto.webp', 'image/webp'],
    ['PNG', 'png' as const, 'foto.png', 'image/png'],
  ])(
    'when a %s with EXIF is sent, then it is accepted as itself and stored without metadata',
    async (_kind, format, name, mime) => {
      // Arrange
      const sent = await photo(32, 32, format);
      expect((await sharp(sent).metadata()).exif).toBeDefined();

      // Act
      const result = await respondentUpload(sent, name);

      // Assert
      expect(result.status).toBe(201);
      const { response, bytes } = await download((result.json as UploadedFile).url);
      expect(response.headers.get('content-type')).toBe(mime);
      expect(response.headers.get('content-disposition')).toMatch(/^inline;/);
      const kept = await sharp(bytes).metadata();
      expect(kept).toMatchObject({ format, width: 32, height: 32 });
      expect(kept.exif).toBeUndefined();
    },
  );
});

describe('refused images', () => {
  it('when a picture claims far too many pixels, then it is 400 with a pt-BR message and nothing is stored', async () => {
    // Arrange: 20 000 x 20 000 = 400 megapixels in a few hundred bytes.
    const bomb = hugePngHeader(20_000);
    const rowsBefore = (await server.db.select().from(files)).length;
    const storedBefore = await storedFiles(server);

    // Act
    const result = await respondentUpload(bomb, 'bomba.png');

    // Assert
    expect(result.status).toBe(400);
    expect(result.json).toEqual({
      error: {
        code: 'INVALID',
        message: fileMessages.imageTooManyPixels,
        fields: { file: fileMessages.imageTooManyPixels },
      },
    });
    expect(fileMessages.imageTooManyPixels).toMatch(/megapixels/);
    expect((await server.db.select().from(files)).length).toBe(rowsBefore);
    expect(await storedFiles(server)).toEqual(storedBefore);
  });

  it('when the bytes start like a JPEG but do not decode, then it is 400 with a pt-BR message and nothing is stored', async () => {
    // Arrange
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('não é uma foto de verdade')]);
    const storedBefore = await storedFiles(server);

    // Act
    const result = await staffUpload(broken, 'quebrada.jpg');

    // Assert
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({
      error: { message: fileMessages.imageUnreadable, fields: { file: fileMessages.imageUnreadable } },
    });
    expect(await storedFiles(server)).toEqual(storedBefore);
  });
});

describe('GIFs follow the same rules', () => {
  it('when a 35-byte GIF declares 65535 x 65535 pixels, then it is refused as a file and as a logo, and nothing is stored', async () => {
    // Arrange
    const bomb = hugeGifHeader(65535);
    expect(bomb.length).toBe(35);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(65535);
    const adminToken = (await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password)).token;
    const rowsBefore = (await server.db.select().from(files)).length;
    const storedBefore = await storedFiles(server);

    // Act
    const asFile = await staffUpload(bomb, 'bomba.gif');
    const asAnswer = await respondentUpload(bomb, 'bomba.gif');
    const asLogo = await upload(server.url, `/api/companies/${acme.company.id}`, {
      method: 'PATCH',
      token: adminToken,
      file: { field: 'logo', bytes: bomb, name: 'bomba.gif' },
    });

    // Assert
    for (const [result, field] of [
      [asFile, 'file'],
      [asAnswer, 'file'],
      [asLogo, 'logo'],
    ] as const) {
      expect(result.status).toBe(400);
      expect(result.json).toEqual({
        error: {
          code: 'INVALID',
          message: fileMessages.imageTooManyPixels,
          fields: { [field]: fileMessages.imageTooManyPixels },
        },
      });
    }
    expect((await server.db.select().from(files)).length).toBe(rowsBefore);
    expect(await storedFiles(server)).toEqual(storedBefore);
  });

  it('when a GIF carries a comment naming its owner and XMP with a GPS position, then neither is stored or served', async () => {
    // Arrange
    const sent = await gifWithMetadata(1);
    expect(sent.includes(AUTHOR)).toBe(true);
    expect(sent.includes('GPSLatitude')).toBe(true);

    // Act
    const result = await respondentUpload(sent, 'foto.gif');

    // Assert
    expect(result.status).toBe(201);
    const body = result.json as UploadedFile;
    const { response, bytes } = await download(body.url);
    expect(response.headers.get('content-type')).toBe('image/gif');
    expect(bytes.includes(AUTHOR)).toBe(false);
    expect(bytes.includes('GPSLatitude')).toBe(false);
    expect(bytes.includes('XMP DataXMP')).toBe(false);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'gif', width: 16, height: 16 });
    expect(body.size).toBe(bytes.length);
  });

  it('when staff send an animated GIF with metadata (an option picture), then it keeps its frames and loses the metadata', async () => {
    // Arrange
    const sent = await gifWithMetadata(3);
    expect((await sharp(sent).metadata()).pages).toBe(3);

    // Act
    const result = await staffUpload(sent, 'animada.gif');

    // Assert
    expect(result.status).toBe(201);
    const { bytes } = await download((result.json as UploadedFile).url);
    expect(await sharp(bytes, { animated: true }).metadata()).toMatchObject({
      format: 'gif',
      pages: 3,
      width: 16,
      height: 48,
      pageHeight: 16,
    });
    expect(bytes.includes(AUTHOR)).toBe(false);
    expect(bytes.includes('GPSLatitude')).toBe(false);
  });
});

describe('smaller copies of logos and option pictures', () => {
  it('when staff upload a big option picture, then the answer lists WEBP copies no wider than their width, without metadata', async () => {
    // Arrange
    const sent = await photo(1600, 1200, 'jpeg');

    // Act
    const result = await staffUpload(sent, 'opcao grande.jpg');

    // Assert
    expect(result.status).toBe(201);
    const body = result.json as UploadedFile;
    expect(body.variants).toEqual(IMAGE_VARIANT_WIDTHS.map((width) => ({ width, url: `${body.url}?w=${width}` })));
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const { response, bytes } = await download(`${body.url}?w=${width}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="opcao grande\.webp"/);
      const copy = await sharp(bytes).metadata();
      expect(copy.format).toBe('webp');
      expect(copy.width).toBeLessThanOrEqual(width);
      expect(copy.exif).toBeUndefined();
    }
    const small = await download(`${body.url}?w=320`);
    const original = await download(body.url);
    expect(small.bytes.length).toBeLessThan(original.bytes.length / 5);
    expect((await sharp(original.bytes).metadata()).width).toBe(1600);
  });

  it('when a width is asked for, then the narrowest copy at least that wide comes, and the original past the widest', async () => {
    // Arrange
    const { url } = (await staffUpload(await photo(1200, 600, 'png'), 'faixa.png')).json as UploadedFile;

    // Act
    const widths = await Promise.all(
      ['?w=100', '?w=321', '?w=2000', '?w=abc'].map(async (query) => {
        const { response, bytes } = await download(`${url}${query}`);
        return [response.headers.get('content-type'), (await sharp(bytes).metadata()).width];
      }),
    );

    // Assert
    expect(widths).toEqual([
      ['image/webp', 320],
      ['image/webp', 960],
      ['image/png', 1200],
      ['image/png', 1200],
    ]);
  });

  it('when a picture has no copies (a respondent file, or one stored before copies existed), then ?w= serves the original', async () => {
    // Arrange
    const { url, size } = (await respondentUpload(await photo(400, 300, 'jpeg'), 'anexo.jpg')).json as UploadedFile;

    // Act
    const { response, bytes } = await download(`${url}?w=320`);

    // Assert
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(bytes.length).toBe(size);
  });

  it('when a company gets a big logo, then its ?w=320 copy is small, and deleting the company removes every copy', async () => {
    // Arrange
    const adminToken = (await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password)).token;
    const sent = await photo(2000, 1000, 'jpeg');

    // Act
    const created = await upload(server.url, '/api/companies', {
      token: adminToken,
      fields: { name: 'Logo Grande', formsLimit: '1', usersLimit: '1' },
      file: { field: 'logo', bytes: sent, name: 'marca.jpg' },
    });

    // Assert
    expect(created.status).toBe(201);
    const company = created.json as Company;
    const small = await download(`${company.logo!}?w=320`);
    expect(small.response.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(small.bytes).metadata()).width).toBe(320);
    const [row] = await server.db.select().from(files).where(eq(files.companyId, company.id));
    const names = [row!.storedName, ...IMAGE_VARIANT_WIDTHS.map((width) => `${row!.storedName}.w${width}.webp`)];
    for (const name of names) expect(await storedBytes(server, name)).toBeDefined();

    const removed = await call(server.url, `/api/companies/${company.id}`, { method: 'DELETE', token: adminToken });
    expect(removed.status).toBe(204);
    for (const name of names) expect(await storedBytes(server, name)).toBeUndefined();
    expect(pathOf(company.logo!)).toMatch(/^\/files\//);
  });

  it('when orphan chunks are swept, then the copies of a stored image stay and the chunks of a file without row go', async () => {
    // Arrange
    const { id } = (await staffUpload(await photo(500, 500, 'jpeg'), 'quadrada.jpg')).json as UploadedFile;
    const { storedName } = await rowOf(id);
    const chunks = createPostgresFileStorage(server.db);
    // A width of its own, so it never meets the copies the upload stored (on the database driver).
    const copyName = `${storedName}.w480.webp`;
    const orphanName = '00000000-0000-4000-8000-000000000000.jpg.w480.webp';
    await chunks.put(copyName, Readable.from([Buffer.from('copia')]));
    await chunks.put(orphanName, Readable.from([Buffer.from('orfa')]));

    // Act
    await deleteOrphanChunks(server.db, new Date(Date.now() + 60_000));

    // Assert
    expect(await chunks.get(copyName)).toBeDefined();
    expect(await chunks.get(orphanName)).toBeUndefined();
  });
});
