import type { TAttachment } from '@qi/domain/attachments';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render-with-providers';
import { installFakeXhr } from '../testing/fake-xhr';
import { AttachmentUploader } from './attachment-uploader';

const existing: TAttachment = {
  id: 'organisations/0.pdf',
  name: 'report.pdf',
  type: 'application/pdf',
  size: 10,
  url: '/v1/files/organisations/0.pdf?sig=1',
};

const stored = (name: string, n: number): TAttachment => ({
  id: `organisations/${n}.txt`,
  name,
  type: 'text/plain',
  size: 7,
  url: `/v1/files/organisations/${n}.txt?sig=1`,
});

function Harness({ seen }: { seen: TAttachment[][] }) {
  const [value, setValue] = useState([existing]);
  return (
    <AttachmentUploader
      value={value}
      onChange={(next) => {
        setValue(next);
        seen.push(next);
      }}
    />
  );
}

describe('AttachmentUploader order', () => {
  it('keeps the order the files were chosen in, whichever upload ends first', async () => {
    signInAs('user');
    const Xhr = installFakeXhr();
    const seen: TAttachment[][] = [];
    renderWithProviders(<Harness seen={seen} />);
    const names = ['a.txt', 'b.txt', 'c.txt', 'd.txt'];
    fireEvent.change(screen.getByLabelText('Add attachments'), {
      target: { files: names.map((name) => new File(['content'], name, { type: 'text/plain' })) },
    });
    await waitFor(() => expect(Xhr.instances).toHaveLength(4));
    // The last chosen ends first, then the second, the fourth... (a large first file ends last).
    for (const index of [2, 1, 3, 0]) {
      const xhr = Xhr.instances[index];
      act(() => xhr?.respond(201, stored(xhr.file?.name ?? '', index + 1)));
      await waitFor(() => expect(seen.at(-1)?.some((a) => a.name === names[index])).toBe(true));
    }
    expect(seen.at(-1)?.map((a) => a.name)).toEqual(['report.pdf', ...names]);
  });
});
