import {
  signatureDefinitionSchema,
  signatureImageSchema,
  type FileRef,
  type SignatureDefinition,
  type SignatureImage,
} from '@cabildo/domain';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, Providers } from '../src/app/App.tsx';
import { AttachmentField, type AttachmentKind } from '../src/features/answering/uploads/AttachmentField.tsx';
import { SignatureField } from '../src/features/answering/uploads/SignatureField.tsx';
import { setupI18n } from '../src/i18n/index.ts';
import { stubApi, type Reply } from './render.tsx';

// jsdom's Blob has no arrayBuffer() (every browser has): read it the older way.
if (!Blob.prototype.arrayBuffer) {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}

const FORM_ID = '00000000-0000-4000-8000-000000009001';
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0]);
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 0, 0]);

const fileOf = (bytes: Uint8Array, name: string, padTo = 0) =>
  new File([bytes as BlobPart, new Uint8Array(Math.max(0, padTo - bytes.length))], name);
/** A file reference; `id` is a short readable tag turned into a uuid. */
const refOf = (tag: string, name: string, contentType: string): FileRef => {
  const id = `00000000-0000-4000-8000-${[...tag]
    .map((char) => char.charCodeAt(0).toString(16))
    .join('')
    .padStart(12, '0')}`;
  return { id, url: `/api/files/${id}`, name, contentType, size: 68 };
};

/** The network of uploads: XMLHttpRequest (for its progress events), answered by `reply`. */
type SentUpload = { url: string; headers: Record<string, string>; file: File };
let sentUploads: SentUpload[] = [];
let reply: (sent: SentUpload) => Reply | 'network' = () => ({ status: 500 });
/** While set, answers wait for it (to see an upload in progress). */
let hold: Promise<void> | null = null;
class FakeXhr {
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  status = 0;
  responseText = '';
  withCredentials = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    const sent = { url: this.url, headers: this.headers, file: body.get('file') as File };
    sentUploads.push(sent);
    setTimeout(async () => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
      await hold;
      const answer = reply(sent);
      if (answer === 'network') return this.onerror?.();
      this.status = answer.status;
      this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
      this.onload?.();
    }, 0);
  }
}

let deletes: string[] = [];
let deleteReply: Reply = { status: 204 };
beforeEach(async () => {
  await setupI18n('en');
  sentUploads = [];
  hold = null;
  deletes = [];
  deleteReply = { status: 204 };
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  stubApi((url, init) => {
    if (init?.method === 'DELETE') {
      deletes.push(url);
      return deleteReply;
    }
    return { status: 404 };
  });
});

const wrap = (children: React.ReactNode) => (
  <Providers queryClient={createQueryClient()}>{children}</Providers>
);

function renderAttachments(kind: AttachmentKind, initial: FileRef[] = []) {
  const changes: FileRef[][] = [];
  function Harness() {
    const [files, setFiles] = useState(initial);
    return (
      <AttachmentField
        formId={FORM_ID}
        kind={kind}
        label={`Attach ${kind}`}
        value={files}
        onChange={(next) => {
          changes.push(next);
          setFiles(next);
        }}
      />
    );
  }
  render(wrap(<Harness />));
  const input = screen.getByLabelText(`Attach ${kind}`, { selector: 'input' });
  const choose = (...files: File[]) => fireEvent.change(input, { target: { files } });
  return { changes, choose, input };
}

describe('AttachmentField', () => {
  it('uploads a checked image with progress, shows its thumbnail and confirms', async () => {
    reply = () => ({ status: 200, body: refOf('f1', 'foto.png', 'image/png') });
    const { changes, choose, input } = renderAttachments('image');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    let release = () => {};
    hold = new Promise((resolve) => (release = resolve));
    choose(fileOf(PNG, 'foto.png'));
    const progress = await screen.findByRole('progressbar', { name: 'Uploading foto.png' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '50'));
    release();
    expect(await screen.findByRole('img', { name: 'foto.png' })).toHaveAttribute(
      'src',
      refOf('f1', 'foto.png', 'image/png').url,
    );
    expect(await screen.findByText('Image uploaded successfully')).toBeInTheDocument();
    expect(sentUploads).toHaveLength(1);
    expect(sentUploads[0]!.url).toBe(`/api/files/answers?formId=${FORM_ID}&purpose=image`);
    expect(sentUploads[0]!.file.name).toBe('foto.png');
    expect(changes.at(-1)).toEqual([refOf('f1', 'foto.png', 'image/png')]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('refuses a renamed program or an oversize file before sending anything', async () => {
    const { changes, choose } = renderAttachments('document', [refOf('old', 'acta.pdf', 'application/pdf')]);
    choose(fileOf(EXE, 'report.pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid file format');
    choose(fileOf(PDF, 'grande.pdf', 5 * 1024 * 1024 + 1));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The file is too big. The maximum allowed is 5 MB.',
      ),
    );
    expect(sentUploads).toHaveLength(0);
    expect(changes).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Open acta.pdf' })).toBeInTheDocument();
  });

  it('shows the server refusal for content only it can check (a zip without office content)', async () => {
    reply = () => ({ status: 400, body: { error: { code: 'FILE_TYPE_INVALID', message: 'x' } } });
    const { choose } = renderAttachments('document');
    choose(fileOf(ZIP, 'informe.docx'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid file format');
    expect(sentUploads).toHaveLength(1);
  });

  it('keeps the files already there when an upload fails, with the failure dialog', async () => {
    reply = () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } });
    const { changes, choose } = renderAttachments('image', [refOf('old', 'antes.png', 'image/png')]);
    choose(fileOf(PNG, 'nueva.png'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'An error occurred while uploading or deleting the selected document. Please try again.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes).toHaveLength(0);
    expect(screen.getByRole('img', { name: 'antes.png' })).toBeInTheDocument();
  });

  it('deletes a pending file and says so; a failed delete keeps it', async () => {
    const { changes } = renderAttachments('image', [
      refOf('a', 'uno.png', 'image/png'),
      refOf('b', 'dos.png', 'image/png'),
    ]);
    deleteReply = { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } };
    fireEvent.click(screen.getByRole('button', { name: 'Remove uno.png' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes).toHaveLength(0);

    deleteReply = { status: 204 };
    fireEvent.click(screen.getByRole('button', { name: 'Remove uno.png' }));
    expect(await screen.findByText('Image deleted successfully')).toBeInTheDocument();
    expect(deletes.at(-1)).toBe(refOf('a', '', '').url);
    expect(changes.at(-1)).toEqual([refOf('b', 'dos.png', 'image/png')]);
  });

  it('shows other files as chips, says "Document saved" in Spanish and offers the right picker', async () => {
    await setupI18n('es');
    reply = () => ({ status: 200, body: refOf('d1', 'zona.kml', 'application/vnd.google-earth.kml+xml') });
    const { choose, input } = renderAttachments('kml');
    expect(input).toHaveAttribute('accept', '.kml,.kmz');
    choose(fileOf(new TextEncoder().encode('<?xml version="1.0"?><kml><Document/></kml>'), 'zona.kml'));
    expect(await screen.findByText('Documento guardado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir zona.kml' })).toHaveAttribute(
      'href',
      refOf('d1', '', '').url,
    );
    choose(fileOf(PNG, 'foto.kml', 51 * 1024 * 1024));
    expect(
      await screen.findByText('El archivo es demasiado grande. El máximo permitido es de 50 MB.'),
    ).toBeInTheDocument();
  });
});

const definition = (
  type: SignatureDefinition['type'],
  signatory: SignatureDefinition['signatory'] = 'staff',
) => signatureDefinitionSchema.parse({ index: 0, title: 'Firma del inspector', type, signatory });

function renderSignature(
  type: SignatureDefinition['type'],
  initial: Partial<SignatureImage> = {},
  disabled = false,
) {
  const changes: SignatureImage[] = [];
  function Harness() {
    const [value, setValue] = useState(signatureImageSchema.parse({ index: 0, ...initial }));
    return (
      <SignatureField
        formId={FORM_ID}
        definition={definition(type)}
        value={value}
        disabled={disabled}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  render(wrap(<Harness />));
  return { changes };
}

/** jsdom draws nothing: a 2D context that accepts every call, and a canvas that exports a real PNG. */
function stubCanvas() {
  const context = new Proxy({} as Record<string, unknown>, {
    get: (target, key) => (key in target ? target[key as string] : () => undefined),
    set: (target, key, value) => {
      target[key as string] = value;
      return true;
    },
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(
    `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}`,
  );
}

describe('SignatureField', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    stubCanvas();
  });

  it('asks for the signatory and the image before uploading', async () => {
    renderSignature('upload');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm signature' }));
    expect(
      await screen.findByText('To upload the signature you need to complete the name of the signatary'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Image missing');
    expect(sentUploads).toHaveLength(0);
  });

  it('takes only PNG images up to 1 MB, with the spec messages', async () => {
    renderSignature('upload');
    const input = screen.getByLabelText('Choose PNG image', { selector: 'input' });
    expect(input).toHaveAttribute('accept', 'image/png');
    fireEvent.change(input, { target: { files: [fileOf(JPEG, 'firma.png')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Incorrect image format. Choose an image with the PNG extension',
    );
    fireEvent.change(input, { target: { files: [fileOf(PNG, 'firma.png', 1048577)] } });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('File too heavy. The file must not exceed 1 mb.'),
    );
  });

  it('uploads the chosen PNG as a signature, then shows it with change and remove', async () => {
    reply = () => ({ status: 200, body: refOf('s1', 'firma.png', 'image/png') });
    const { changes } = renderSignature('upload');
    fireEvent.change(screen.getByRole('textbox', { name: /Signatory name/ }), {
      target: { value: 'Ana Pérez' },
    });
    fireEvent.change(screen.getByLabelText('Choose PNG image', { selector: 'input' }), {
      target: { files: [fileOf(PNG, 'firma.png')] },
    });
    expect(await screen.findByText('Chosen image: firma.png')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm signature' }));
    const preview = await screen.findByRole('img', { name: 'Signature of Ana Pérez' });
    expect(preview).toHaveAttribute('src', refOf('s1', '', '').url);
    expect(sentUploads[0]!.url).toBe(`/api/files/answers?formId=${FORM_ID}&purpose=signature`);
    expect(changes.at(-1)).toEqual({
      index: 0,
      signatoryName: 'Ana Pérez',
      file: refOf('s1', 'firma.png', 'image/png'),
    });

    fireEvent.click(screen.getByRole('button', { name: 'Remove signature' }));
    await waitFor(() => expect(changes.at(-1)!.file).toBeNull());
    expect(deletes).toEqual([refOf('s1', '', '').url]);
    expect(screen.getByRole('button', { name: 'Confirm signature' })).toBeInTheDocument();
  });

  it('uploads a drawn signature as a PNG and reports a failed upload', async () => {
    reply = () => 'network';
    renderSignature('draw', { signatoryName: 'Ana Pérez' });
    const canvas = screen.getByLabelText(/Signature pad/);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm signature' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Image missing');

    // jsdom has no pointer events: signature_pad follows the mouse, moves and release on the window.
    await act(async () => {
      fireEvent.mouseDown(canvas, { buttons: 1, clientX: 10, clientY: 10 });
      fireEvent.mouseMove(window, { buttons: 1, clientX: 40, clientY: 30 });
      fireEvent.mouseMove(window, { buttons: 1, clientX: 80, clientY: 60 });
      fireEvent.mouseUp(window, { buttons: 0, clientX: 80, clientY: 60 });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm signature' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'An error occurred while uploading the selected document. Please try again.',
    );
    const sent = sentUploads[0]!.file;
    expect(sent.type).toBe('image/png');
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(PNG);
  });

  it('offers a PNG upload to keyboard users only on a draw-only signature, and says the image was saved', async () => {
    reply = () => ({ status: 200, body: refOf('s2', 'firma.png', 'image/png') });
    const { changes } = renderSignature('draw', { signatoryName: 'Ana Pérez' });
    expect(screen.getByRole('img', { name: /Signature pad/ }).tagName).toBe('CANVAS');

    // Out of sight unless reached with the keyboard (the spec's draw-only type); still in the tab order.
    const keyboardUpload = screen.getByRole('button', {
      name: 'No mouse or touch screen? Upload an image of the signature instead',
    });
    expect(keyboardUpload.closest('[data-keyboard-only]')).not.toBeNull();
    fireEvent.click(keyboardUpload);
    expect(screen.queryByRole('img', { name: /Signature pad/ })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Choose PNG image', { selector: 'input' }), {
      target: { files: [fileOf(PNG, 'firma.png')] },
    });
    expect(await screen.findByText('Chosen image: firma.png')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm signature' }));
    expect(await screen.findByText('Image saved')).toBeInTheDocument();
    expect(changes.at(-1)!.file).toEqual(refOf('s2', 'firma.png', 'image/png'));

    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    fireEvent.click(screen.getByRole('button', { name: 'Draw instead' }));
    expect(screen.getByRole('img', { name: /Signature pad/ })).toBeInTheDocument();
  });

  it('lets the person choose drawing or attaching when both are allowed', () => {
    renderSignature('both');
    expect(screen.getByLabelText(/Signature pad/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Attach image' }));
    expect(screen.queryByLabelText(/Signature pad/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose PNG image' })).toBeInTheDocument();
  });

  it('is greyed out when disabled, keeping its preview', () => {
    renderSignature('both', { signatoryName: 'Vecino', file: refOf('s9', 'firma.png', 'image/png') }, true);
    expect(screen.getByRole('img', { name: 'Signature of Vecino' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Signatory name/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Change' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove signature' })).toBeDisabled();
  });

  it('speaks Spanish with the spec texts', async () => {
    await setupI18n('es');
    renderSignature('upload');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar firma' }));
    expect(
      await screen.findByText('Para subir la firma debe completar el nombre del firmante'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Falta subir imagen');
  });

  it('says the signature image was saved in the spec words', async () => {
    await setupI18n('es');
    reply = () => ({ status: 200, body: refOf('s3', 'firma.png', 'image/png') });
    renderSignature('upload', { signatoryName: 'Ana Pérez' });
    fireEvent.change(screen.getByLabelText('Elegir imagen PNG', { selector: 'input' }), {
      target: { files: [fileOf(PNG, 'firma.png')] },
    });
    await screen.findByText('Imagen elegida: firma.png');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar firma' }));
    expect(await screen.findByText('Imágen guardada')).toBeInTheDocument();
  });
});
