import type { TAttachment } from '@qi/domain/attachments';
import { oversizeMessage } from '@qi/domain/attachments';
import { FILE_SIZE_LIMIT_BYTES } from '@qi/domain/constants';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render-with-providers';
import { installFakeXhr } from '../testing/fake-xhr';
import { AttachmentUploader } from './attachment-uploader';

const existing: TAttachment = {
  id: 'organisations/1.pdf',
  name: 'report.pdf',
  type: 'application/pdf',
  size: 10,
  url: '/v1/files/organisations/1.pdf?sig=1',
};

function fileOf(name: string, size?: number): File {
  const file = new File(['content'], name, { type: 'text/plain' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

function Harness({
  initial,
  onChange,
  onBusyChange,
}: {
  initial: TAttachment[];
  onChange?: (next: TAttachment[]) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <AttachmentUploader
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      {...(onBusyChange ? { onBusyChange } : {})}
    />
  );
}

function input(): HTMLInputElement {
  return screen.getByLabelText('Add attachments') as HTMLInputElement;
}

describe('AttachmentUploader', () => {
  it('drops oversize files with the SPEC message and skips names already attached', async () => {
    signInAs('user');
    const Xhr = installFakeXhr();
    renderWithProviders(<Harness initial={[existing]} />);
    fireEvent.change(input(), {
      target: {
        files: [
          fileOf('huge.mov', FILE_SIZE_LIMIT_BYTES),
          fileOf('bigger.zip', FILE_SIZE_LIMIT_BYTES + 1),
          fileOf('report.pdf'),
          fileOf('notes.txt'),
          fileOf('notes.txt'),
        ],
      },
    });
    expect(await screen.findByText(oversizeMessage(2))).toBeTruthy();
    expect(oversizeMessage(2)).toBe('2 files are too large. Please keep the files under 20MB.');
    expect(Xhr.instances.map((x) => x.file?.name)).toEqual(['notes.txt']);
  });

  it('uploads each file with its progress and adds it to the value when done', async () => {
    signInAs('user');
    const Xhr = installFakeXhr();
    const onChange = vi.fn();
    const onBusyChange = vi.fn();
    renderWithProviders(<Harness initial={[existing]} onChange={onChange} onBusyChange={onBusyChange} />);
    await userEvent.setup().upload(input(), fileOf('photo.png'));

    const xhr = Xhr.instances[0];
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe('/v1/uploads');
    expect(xhr?.headers.Authorization).toBe('Bearer id-1');
    expect(xhr?.file?.name).toBe('photo.png');
    await waitFor(() => expect(onBusyChange).toHaveBeenLastCalledWith(true));

    act(() => xhr?.progress(40, 100));
    const bar = screen.getByRole('progressbar', { name: 'Uploading photo.png' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');

    const uploaded = {
      id: 'organisations/2.png',
      name: 'photo.png',
      type: 'image/png',
      size: 7,
      url: '/v1/files/x',
    };
    act(() => xhr?.respond(201, uploaded));
    expect(await screen.findByRole('button', { name: 'Remove photo.png' })).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith([existing, uploaded]);
    // The progress row goes and `busy` turns false in the renders and effects after the value changes.
    await waitFor(() => {
      expect(screen.queryByRole('progressbar')).toBeNull();
      expect(onBusyChange).toHaveBeenLastCalledWith(false);
    });
  });

  it('shows each uploading file its own progress, in a bar and in words', async () => {
    signInAs('user');
    const Xhr = installFakeXhr();
    renderWithProviders(<Harness initial={[]} />);
    fireEvent.change(input(), {
      target: { files: [fileOf('big.mov', 12.5 * 1024 * 1024), fileOf('small.png', 300 * 1024)] },
    });
    await waitFor(() => expect(Xhr.instances).toHaveLength(2));
    act(() => {
      Xhr.instances[0]?.progress(25, 100);
      Xhr.instances[1]?.progress(80, 100);
    });
    const big = screen.getByRole('progressbar', { name: 'Uploading big.mov' });
    const small = screen.getByRole('progressbar', { name: 'Uploading small.png' });
    expect(big.getAttribute('aria-valuenow')).toBe('25');
    expect(small.getAttribute('aria-valuenow')).toBe('80');
    expect(screen.getByText('Uploading… 25% of 12.5 MB')).toBeTruthy();
    expect(screen.getByText('Uploading… 80% of 300 KB')).toBeTruthy();
    act(() => Xhr.instances[0]?.progress(60, 100));
    expect(screen.getByText('Uploading… 60% of 12.5 MB')).toBeTruthy();
    expect(small.getAttribute('aria-valuenow')).toBe('80');
  });

  it("shows the server's message when an upload fails and removes attachments", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signInAs('user');
    const Xhr = installFakeXhr();
    const onChange = vi.fn();
    renderWithProviders(<Harness initial={[existing]} onChange={onChange} />);
    await userEvent.setup().upload(input(), fileOf('clip.mp4'));
    const message = 'The file is too large. Please keep the files under 20MB.';
    act(() => Xhr.instances[0]?.respond(413, { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove report.pdf' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
