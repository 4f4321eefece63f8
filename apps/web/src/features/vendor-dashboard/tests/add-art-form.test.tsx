import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type RecordedCall, type Reply, type Responder } from '#web/test/mock-api.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { product, STUDIO_ROUTES, storeVendorLogin, VENDOR_ID } from './vendor-fixtures.ts';

const COMMISSION = 'GET /api/vendordashboard/commission';

async function openForm(routes: Record<string, Responder> = {}) {
  storeVendorLogin();
  const api = mockApi({ ...STUDIO_ROUTES, [COMMISSION]: { body: { commissionPercentage: 10 } }, ...routes });
  const view = renderApp('/vendor-dashboard');
  await view.user.click(await screen.findByRole('tab', { name: 'Add New Product' }));
  await screen.findByRole('group', { name: 'Basic Information' });
  return { api, ...view };
}

const input = (label: RegExp) => screen.getByLabelText(label);
const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Add product' }));
const image = (name: string) => new File(['img'], name, { type: 'image/jpeg' });

function fileOfSize(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function fillValidForm(user: UserEvent) {
  type(/^Title/, 'Monsoon Harbour');
  type(/^Artist name/, 'Meera Iyer');
  type(/^Artist type/, 'Emerging Artists');
  type(/^Category/, 'Medium');
  type(/^Subcategory/, 'Oil Paintings');
  type(/^Description/, 'Boats at dusk.');
  await user.upload(input(/^Artwork images/), [image('front.jpg'), image('detail.jpg')]);
  type(/^Year created/, '2021');
  type(/^Width/, '24');
  type(/^Height/, '36');
  type(/^Frame type/, 'Framed');
  type(/^Domestic delivery time/, '5');
  type(/^Domestic shipping cost/, '20');
  type(/^Price \(USD\)/, '1000');
  type(/^Country of origin/, 'India');
}

const youWillGet = () => screen.getByText('You will get').nextElementSibling?.textContent;

describe('Add ART form', () => {
  it('names every missing required field and shows the general message; international shipping is not required', async () => {
    const { api, user } = await openForm();
    await submit(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Please fill in all required fields');
    for (const message of [
      'Title is required',
      'Artist name is required',
      'Artist type is required',
      'Category is required',
      'Subcategory is required',
      'Description is required',
      'Width is required',
      'Height is required',
      'Frame type is required',
      'Price is required',
      'Country of origin is required',
      'At least one image is required',
      'Delivery time is required',
      'Shipping cost is required',
    ]) {
      expect(screen.getAllByText(message)).toHaveLength(1);
    }
    expect(screen.queryByLabelText(/^International delivery time/)).toBeNull();

    await user.click(screen.getByLabelText('Offer international shipping'));
    await submit(user);
    await waitFor(() => expect(screen.getAllByText('Delivery time is required')).toHaveLength(2));
    expect(screen.getAllByText('Shipping cost is required')).toHaveLength(2);
    expect(api.callsTo('POST', `/api/vendordashboard/${VENDOR_ID}/products`)).toHaveLength(0);

    // Editing a field clears its message.
    type(/^Title/, 'Monsoon Harbour');
    expect(screen.queryByText('Title is required')).toBeNull();
  });

  it('checks the year, the sizes and the price', async () => {
    const { user } = await openForm();
    await fillValidForm(user);
    type(/^Year created/, '1799');
    type(/^Width/, '0');
    type(/^Height/, '-2');
    type(/^Price \(USD\)/, '0');
    await submit(user);
    expect(await screen.findByText('Invalid year')).toBeTruthy();
    expect(screen.getByText('Width must be greater than 0')).toBeTruthy();
    expect(screen.getByText('Height must be greater than 0')).toBeTruthy();
    expect(screen.getByText('Price must be greater than 0')).toBeTruthy();
    expect(screen.queryByText('Please fill in all required fields')).toBeNull();

    type(/^Year created/, String(new Date().getFullYear() + 1));
    await submit(user);
    expect(await screen.findByText('Invalid year')).toBeTruthy();
  });

  it('allows 1 to 5 images and previews them, the first as primary', async () => {
    const { user } = await openForm();
    const six = ['1', '2', '3', '4', '5', '6'].map((n) => image(`art-${n}.jpg`));
    await user.upload(input(/^Artwork images/), six);
    expect(await screen.findByText('Maximum 5 images allowed')).toBeTruthy();
    const chosen = screen.getByRole('list', { name: 'Chosen images' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(6);
    expect(within(chosen).getByText(/Primary/).textContent).toContain('art-1.jpg');

    await user.click(screen.getByRole('button', { name: 'Remove art-6.jpg' }));
    expect(screen.queryByText('Maximum 5 images allowed')).toBeNull();
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(5);
  });

  it("refuses an artwork image over 5 MB or of a type the server cannot read, with the server's messages", async () => {
    const { user } = await openForm();
    fireEvent.change(input(/^Artwork images/), {
      target: { files: [image('front.jpg'), fileOfSize('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1)] },
    });
    expect(await screen.findByText('Each image must be less than 5MB')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove huge.jpg' }));
    fireEvent.change(input(/^Artwork images/), { target: { files: [fileOfSize('drawing.svg', 'image/svg+xml', 1000)] } });
    expect(await screen.findByText('Only image files are allowed')).toBeTruthy();
    expect(input(/^Artwork images/).getAttribute('accept')).toBe('image/jpeg,image/png,image/webp,image/gif,image/avif');
  });

  it('accepts a certificate only as pdf, jpg, jpeg or png up to 5 MB', async () => {
    const { user } = await openForm();
    expect(screen.queryByLabelText(/^Certificate file/)).toBeNull();
    await user.click(screen.getByLabelText('This artwork has a certificate of authenticity'));
    fireEvent.change(input(/^Certificate file/), {
      target: { files: [fileOfSize('certificate.pdf', 'application/pdf', 6 * 1024 * 1024)] },
    });
    expect(await screen.findByText('File size must be less than 5MB')).toBeTruthy();
    fireEvent.change(input(/^Certificate file/), {
      target: { files: [fileOfSize('certificate.docx', 'application/msword', 1000)] },
    });
    expect(await screen.findByText('Certificate must be a PDF, JPG, JPEG or PNG file')).toBeTruthy();
    fireEvent.change(input(/^Certificate file/), { target: { files: [fileOfSize('certificate.png', 'image/png', 1000)] } });
    await waitFor(() => expect(screen.queryByText('Certificate must be a PDF, JPG, JPEG or PNG file')).toBeNull());
  });

  it('asks for the country when Other is chosen', async () => {
    const { user } = await openForm();
    await fillValidForm(user);
    expect(screen.queryByLabelText(/^Specify country/)).toBeNull();
    type(/^Country of origin/, 'Other');
    await submit(user);
    expect(await screen.findByText('Please specify the country')).toBeTruthy();
    expect(input(/^Specify country/).getAttribute('aria-invalid')).toBe('true');
  });

  it('offers the subcategories of the chosen category', async () => {
    await openForm();
    const subcategory = input(/^Subcategory/) as HTMLSelectElement;
    expect(subcategory.disabled).toBe(true);
    type(/^Category/, 'Region');
    const choices = () => Array.from(subcategory.options, (option) => option.value).filter(Boolean);
    expect(choices()).toEqual(['Indian Art', 'European Art', 'Asian Art']);
    type(/^Subcategory/, 'Asian Art');
    type(/^Category/, 'Technique');
    expect(choices()).toEqual(['Impasto Art', 'Pointillism', 'Glazing', 'Palette Knife Work']);
    expect(subcategory.value).toBe('');
  });

  it('shows "You will get" with the fetched commission', async () => {
    await openForm();
    type(/^Price \(USD\)/, '1000');
    await waitFor(() => expect(youWillGet()).toBe('$900.00'));
    expect(screen.getByText('10%')).toBeTruthy();
  });

  it('assumes 30% when the commission cannot be fetched', async () => {
    await openForm({ [COMMISSION]: { status: 500, body: { message: 'boom' } } });
    type(/^Price \(USD\)/, '1000');
    expect(youWillGet()).toBe('$700.00');
    expect(await screen.findByText('Failed to fetch commission setting')).toBeTruthy();
    expect(youWillGet()).toBe('$700.00');
  });

  it('creates the product, then uploads the certificate, then the images one by one, and resets the form', async () => {
    const created = product({ id: 'p7', productNumber: 'P00007', status: 'pending', isApproved: false });
    const { api, user } = await openForm({
      [`POST /api/vendordashboard/${VENDOR_ID}/products`]: { status: 201, body: created },
      'POST /api/vendordashboard/products/p7/certificate': { body: { certificateUrl: '/uploads/cert.pdf' } },
      'POST /api/vendordashboard/products/p7/images': { body: ['/uploads/a.jpg', '/uploads/b.jpg'] },
    });
    await fillValidForm(user);
    await user.click(screen.getByLabelText('Offer international shipping'));
    type(/^International delivery time/, '14');
    type(/^International shipping cost/, '80');
    type(/^Tax amount/, '50');
    await user.click(screen.getByLabelText('This artwork has a certificate of authenticity'));
    await user.upload(input(/^Certificate file/), fileOfSize('certificate.pdf', 'application/pdf', 2000));
    type(/^Certificate details/, 'Signed by the artist');
    await submit(user);

    expect(await screen.findByText('Product added successfully! (P00007)')).toBeTruthy();
    const posts = api.calls.filter((call) => call.method === 'POST').map((call) => call.path);
    expect(posts).toEqual([
      `/api/vendordashboard/${VENDOR_ID}/products`,
      '/api/vendordashboard/products/p7/certificate',
      '/api/vendordashboard/products/p7/images',
      '/api/vendordashboard/products/p7/images',
    ]);
    const [create, certificate, ...images] = api.calls.filter((call) => call.method === 'POST') as [
      RecordedCall,
      RecordedCall,
      ...RecordedCall[],
    ];
    expect(create.body).toMatchObject({
      Title: 'Monsoon Harbour',
      ArtistName: 'Meera Iyer',
      ProductNumber: 'P00000',
      ArtistType: 'Emerging Artists',
      Category: 'Medium',
      Subcategory: 'Oil Paintings',
      YearCreated: 2021,
      Width: 24,
      Height: 36,
      FrameType: 'Framed',
      Price: 1000,
      TaxAmount: 50,
      CountryOfOrigin: 'India',
      HasCertificateOfAuthenticity: true,
      CertificateDetails: 'Signed by the artist',
      IsActive: true,
      IsApproved: false,
      VendorId: VENDOR_ID,
      CreatedAtTimeZone: 'UTC',
      ShippingOptions: [
        { Name: 'ART ORIGIN Domestic Shipping', Cost: 20, EstimatedDeliveryTime: 5 },
        { Name: 'International', Cost: 80, EstimatedDeliveryTime: 14 },
      ],
      CommissionPercentage: 10,
      CommissionAmount: 100,
    });
    expect(((certificate.body as FormData).get('certificate') as File).name).toBe('certificate.pdf');
    expect(images.map((call) => ((call.body as FormData).get('images') as File).name)).toEqual(['front.jpg', 'detail.jpg']);
    await waitFor(() => expect((input(/^Title/) as HTMLInputElement).value).toBe(''));
    expect(screen.queryByRole('list', { name: 'Chosen images' })).toBeNull();
  });

  it('keeps the form when a file fails, says which and why, and sends only that file again without a second artwork', async () => {
    const created = product({ id: 'p8', productNumber: 'P00008', status: 'pending', isApproved: false });
    let detailReply: Reply = { status: 400, body: { message: 'detail.jpg: Please upload an image file' } };
    const { api, user } = await openForm({
      [`POST /api/vendordashboard/${VENDOR_ID}/products`]: { status: 201, body: created },
      'PUT /api/vendordashboard/products/p8': { body: created },
      'POST /api/vendordashboard/products/p8/images': (call) => {
        const name = ((call.body as FormData).get('images') as File).name;
        return name === 'detail.jpg' ? detailReply : { body: [`/uploads/${name}`] };
      },
    });
    await fillValidForm(user);
    await submit(user);

    const failed = await screen.findByRole('list', { name: 'Files not uploaded' });
    expect(failed.textContent).toBe('detail.jpg: Please upload an image file');
    expect(screen.getByText(/The artwork is saved as P00008/)).toBeTruthy();
    expect(screen.queryByText('Product added successfully! (P00008)')).toBeNull();
    expect((input(/^Title/) as HTMLInputElement).value).toBe('Monsoon Harbour');

    detailReply = { body: ['/uploads/detail.jpg'] };
    type(/^Price \(USD\)/, '1200');
    await submit(user);
    expect(await screen.findByText('Product added successfully! (P00008)')).toBeTruthy();
    expect(api.callsTo('POST', `/api/vendordashboard/${VENDOR_ID}/products`)).toHaveLength(1);
    expect(api.callsTo('PUT', '/api/vendordashboard/products/p8')[0]?.body).toMatchObject({
      Title: 'Monsoon Harbour',
      Price: 1200,
    });
    const sent = api
      .callsTo('POST', '/api/vendordashboard/products/p8/images')
      .map((call) => ((call.body as FormData).get('images') as File).name);
    expect(sent).toEqual(['front.jpg', 'detail.jpg', 'detail.jpg']);
  });

  it('shows the server message (else the fallback) when creation fails', async () => {
    let createReply: Reply = { status: 400, body: { message: 'Price is too high', errors: { Price: 'Price is too high' } } };
    const { user } = await openForm({ [`POST /api/vendordashboard/${VENDOR_ID}/products`]: () => createReply });
    await fillValidForm(user);
    await submit(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Price is too high');
    expect(input(/^Price \(USD\)/).getAttribute('aria-invalid')).toBe('true');

    createReply = { status: 500, text: '' };
    await submit(user);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to add product. Please try again.'));
  });
});
