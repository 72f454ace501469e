// Light images on the respondent page (docs/people-and-files.md, "Images"): a company's big logo and
// a big option picture reach the respondent as their 320 px WEBP copies, not as the original file.
import sharp from 'sharp';
import { RESPONDENT_IMAGE_WIDTH, type UploadedFile } from '@formbuilder/contracts';
import { baseUrl, describeInBrowser, newPage, viewports } from '../support/browser';
import { seedForm } from '../support/seed';
import { kB, meterTransfers, networkSettled, sumBytes } from '../support/transfer';
import { browserAndCompany } from '../support/suite';

/** A photo-like JPEG of `width` x `height` (smooth shapes and grain), a few MB at 4000 x 3000. */
async function bigPhoto(width: number, height: number): Promise<Buffer> {
  const layer = async (w: number, h: number, sigma: number) =>
    sharp(
      await sharp({
        create: {
          width: w,
          height: h,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma },
        },
      })
        .png()
        .toBuffer(),
    )
      .resize(width, height, { kernel: 'cubic' })
      .raw()
      .toBuffer();
  const [shapes, detail, grain] = await Promise.all([layer(48, 36, 70), layer(480, 360, 45), layer(width, height, 9)]);
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) {
    pixels[i] = Math.max(0, Math.min(255, shapes[i]! + (detail[i]! - 128) * 0.7 + (grain[i]! - 128)));
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 86 })
    .toBuffer();
}

async function send(path: string, method: string, token: string, field: string, bytes: Buffer, name: string) {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  const response = await fetch(`${baseUrl()}${path}`, { method, body, headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${method} ${path} -> ${response.status}: ${await response.text()}`);
  return response.json();
}

describeInBrowser('images on the respondent page', () => {
  const setup = browserAndCompany();

  it('when the logo and an option picture are big photos, then the page downloads only their small copies', async () => {
    // Arrange
    const photo = await bigPhoto(4000, 3000);
    const { logo } = (await send(
      `/api/companies/${setup.company.companyId}`,
      'PATCH',
      setup.company.manager.token,
      'logo',
      photo,
      'marca.jpg',
    )) as {
      logo: string;
    };
    const picture = (await send(
      '/api/files',
      'POST',
      setup.company.manager.token,
      'file',
      photo,
      'bolo.jpg',
    )) as UploadedFile;
    const form = await seedForm(baseUrl(), setup.company.manager.token, {
      title: 'Qual bolo?',
      anonymous: true,
      questions: [
        {
          id: 'q1',
          title: 'Escolha um bolo',
          type: 'SINGLE',
          options: [{ text: 'Cenoura', file: picture.url }, { text: 'Fubá' }],
        },
      ],
    });
    const originals = await Promise.all(
      [logo, picture.url].map(async (url) => (await (await fetch(url)).arrayBuffer()).byteLength),
    );
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.mobile);
    const meter = await meterTransfers(page);

    // Act
    await page.goto(`/submissions/${form.id}`);
    await page.getByRole('button', { name: 'INICIAR' }).click();
    await page.getByText('Escolha um bolo').waitFor();
    await page.waitForFunction(() =>
      Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0),
    );
    await networkSettled(page);

    // Assert
    const images = meter.take().filter((transfer) => transfer.type === 'Image');
    const paths = images.map((transfer) => new URL(transfer.url).pathname + new URL(transfer.url).search);
    expect(paths.sort()).toEqual(
      [new URL(logo).pathname, new URL(picture.url).pathname]
        .map((path) => `${path}?w=${RESPONDENT_IMAGE_WIDTH}`)
        .sort(),
    );
    const downloaded = sumBytes(images);
    expect(downloaded).toBeLessThan(200_000);
    expect(downloaded * 20).toBeLessThan(originals[0]! + originals[1]!);
    console.log(
      `respondent page images: originals ${originals.map(kB).join(' + ')} (uploaded ${kB(photo.length)} each), ` +
        `downloaded ${images.map((transfer) => kB(transfer.bytes)).join(' + ')}`,
    );
    await meter.detach();
    await context.close();
  });
});
