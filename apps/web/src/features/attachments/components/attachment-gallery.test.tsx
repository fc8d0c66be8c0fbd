import type { TAttachment } from '@qi/domain/attachments';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../../test/factories';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AttachmentGallery } from './attachment-gallery';

function attachment(name: string, type = 'application/octet-stream'): TAttachment {
  return { id: `organisations/${name}`, name, type, size: 1, url: `/v1/files/${name}?signature=s` };
}

describe('AttachmentGallery', () => {
  it('shows images as thumbnails and other files by the icon of their extension', () => {
    renderWithProviders(
      <AttachmentGallery
        attachments={[
          attachment('photo.JPG', 'image/jpeg'),
          attachment('spec.pdf'),
          attachment('sheet.xlsx'),
          attachment('blob.xyz'),
          attachment('README'),
        ]}
      />,
    );
    const img = screen.getByRole('img', { name: 'photo.JPG' });
    expect(img.getAttribute('src')).toBe('/v1/files/photo.JPG?signature=s');
    const icons = Array.from(document.querySelectorAll('[data-file-icon]')).map((el) =>
      el.getAttribute('data-file-icon'),
    );
    expect(icons).toEqual(['pdf', 'excel', 'unknown', 'unknown']);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(5);
    expect(links[1]?.getAttribute('href')).toBe('/v1/files/spec.pdf?signature=s');
    expect(screen.queryByRole('button', { name: 'Download all' })).toBeNull();
  });

  it("'Download all' fetches the zip with the session and saves it as IncidentAttachments.zip", async () => {
    signInAs('user');
    const { requests } = mockFetch({
      'GET /v1/incidents/i-1/attachments.zip': () => new Response(new Blob(['zip']), { status: 200 }),
    });
    const createObjectURL = vi.fn(() => 'blob:zip');
    const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(`${this.download} ${this.getAttribute('href')}`);
    });
    renderWithProviders(
      <AttachmentGallery attachments={[attachment('a.txt')]} zipUrl="/v1/incidents/i-1/attachments.zip" />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download all' }));
    await waitFor(() => expect(clicked).toEqual(['IncidentAttachments.zip blob:zip']));
    expect(requests[0]?.headers.authorization).toBe('Bearer id-1');
    expect(createObjectURL).toHaveBeenCalledOnce();
    click.mockRestore();
    Object.assign(URL, saved);
  });
});
