import type { TAttachment } from '@qi/domain/attachments';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../../test/factories';
import { errorBody, json, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { installFakeXhr } from '../testing/fake-xhr';
import { AttachmentUploader } from './attachment-uploader';

function Harness() {
  const [value, setValue] = useState<TAttachment[]>([]);
  return <AttachmentUploader value={value} onChange={setValue} />;
}

/** A phone (coarse pointer) or a desktop (fine pointer), as CSS media queries see it. */
function pointer(kind: 'coarse' | 'fine') {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query.includes(`pointer: ${kind}`),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        onchange: null,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

/** A browser that decodes every photo as `width` × `height` and encodes what it draws as 'W×H'. */
function fakeImages(width: number, height: number) {
  vi.stubGlobal('createImageBitmap', async () => ({ width, height, close: () => undefined }));
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ({ drawImage: () => undefined }) as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
    type?: string,
  ) {
    callback(new Blob([`${this.width}x${this.height}`], { type: type ?? 'image/png' }));
  });
}

const photo = () => new File(['big photo bytes'], 'image.jpg', { type: 'image/jpeg' });

describe('AttachmentUploader photos', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers the camera on a touch screen, and names each capture by its time', async () => {
    pointer('coarse');
    signInAs('user');
    const Xhr = installFakeXhr();
    renderWithProviders(<Harness />);
    expect(screen.getByRole('button', { name: 'Take photo' })).toBeTruthy();
    const camera = screen.getByLabelText('Take photo') as HTMLInputElement;
    expect(camera.accept).toBe('image/*');
    expect(camera.getAttribute('capture')).toBe('environment');
    await userEvent.setup().upload(camera, photo());
    await waitFor(() => expect(Xhr.instances[0]?.file?.name).toMatch(/^photo-\d{8}-\d{6}\.jpg$/));
  });

  it('does not offer the camera with a mouse', () => {
    pointer('fine');
    signInAs('user');
    renderWithProviders(<Harness />);
    expect(screen.getByRole('button', { name: 'Add attachments' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Take photo' })).toBeNull();
  });

  it('scales a photo to the configured longest side before it uploads', async () => {
    pointer('fine');
    signInAs('user');
    fakeImages(4000, 3000);
    mockFetch({ 'GET /v1/settings': () => json({ signatures: false, photoMaxSide: 1600 }) });
    const Xhr = installFakeXhr();
    renderWithProviders(<Harness />);
    await userEvent.setup().upload(screen.getByLabelText('Add attachments'), photo());
    await waitFor(() => expect(Xhr.instances).toHaveLength(1));
    const sent = Xhr.instances[0]?.file;
    expect([sent?.name, sent?.type]).toEqual(['image.jpg', 'image/jpeg']);
    expect(await sent?.text()).toBe('1600x1200');
  });

  it('scales to 2560 px when the server has no such setting', async () => {
    pointer('fine');
    signInAs('user');
    fakeImages(3000, 6000);
    mockFetch({ 'GET /v1/settings': () => errorBody(404, 'NOT_FOUND', 'Route not found') });
    const Xhr = installFakeXhr();
    renderWithProviders(<Harness />);
    const other = new File(['%PDF'], 'spec.pdf', { type: 'application/pdf' });
    await userEvent.setup().upload(screen.getByLabelText('Add attachments'), [photo(), other]);
    await waitFor(() => expect(Xhr.instances).toHaveLength(2));
    expect(await Xhr.instances[0]?.file?.text()).toBe('1280x2560');
    // Not a photo: sent as it was.
    expect(Xhr.instances[1]?.file?.name).toBe('spec.pdf');
    expect(await Xhr.instances[1]?.file?.text()).toBe('%PDF');
  });
});
