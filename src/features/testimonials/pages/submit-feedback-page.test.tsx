import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { http as apiHttp } from '@/api/http';
import { server } from '../../../../local-api/node';
import { gate } from '../../../../tests/utils/gate';
import { renderRoute, PAGE_READY } from '../../../../tests/utils/render';

const MB = 1024 * 1024;
const UPLOAD_URL = 'http://localhost:5013/__ext/upload';

const file = (name: string, type: string, size = 2048) => {
  const made = new File([new Uint8Array(Math.min(size, 4096))], name, { type });
  // A large size without allocating it: only the size is checked before an upload.
  if (size > 4096) Object.defineProperty(made, 'size', { value: size });
  return made;
};
const voice = () => file('voice.mp3', 'audio/mpeg');
const clip = () => file('clip.mp4', 'video/mp4');

type Sent = { url: URL; body: Record<string, unknown> };

/** Records each POST /testimonials/add, then lets the local API answer it (after `gate`, if given). */
const recordFeedback = (gate?: Promise<void>) => {
  const sent: Sent[] = [];
  server.use(
    http.post('*/testimonials/add', async ({ request }) => {
      sent.push({
        url: new URL(request.url),
        body: (await request.clone().json()) as Record<string, unknown>,
      });
      await gate;
      return undefined;
    }),
  );
  return sent;
};

type Upload = { url: string; contentType: string; type: unknown; file: unknown };

/** Records each upload (multipart fields as received), then lets the local API answer it. */
const recordUploads = (gate?: Promise<void>) => {
  const uploads: Upload[] = [];
  server.use(
    http.post('*/__ext/upload', async ({ request }) => {
      const form = await request.clone().formData();
      uploads.push({
        url: request.url,
        contentType: request.headers.get('content-type') ?? '',
        type: form.get('type'),
        file: form.get('file'),
      });
      await gate;
      return undefined;
    }),
  );
  return uploads;
};

const open = async (route = '/submit-your-feedback?order_id=1001') => {
  const rendered = renderRoute(route, { loggedInAs: 'customer' });
  const review = await screen.findByRole('textbox', { name: 'Your Reviews' }, PAGE_READY);
  return { ...rendered, review };
};

const submitButton = () => screen.getByRole('button', { name: /^Submit/ });
const rating = () => screen.getByRole('slider', { name: 'Your Rating' });

describe('/submit-your-feedback', () => {
  it('sends a guest to /login and back here afterwards', async () => {
    const { router } = renderRoute('/submit-your-feedback?order_id=1001');
    await screen.findByRole('heading', { name: 'Login' }, PAGE_READY);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(
      `?from=${encodeURIComponent('/submit-your-feedback?order_id=1001')}`,
    );
  });

  it('has the spec fields: Your Reviews (required), Upload Voice (audio/*), Upload Video (video/*), a rating', async () => {
    const { review } = await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Submit Your Feedback' })).toBeVisible();
    expect(screen.getByText('Feedback on order #1001')).toBeInTheDocument();
    expect(review).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Upload Voice')).toHaveAttribute('accept', 'audio/*');
    expect(screen.getByLabelText('Upload Video')).toHaveAttribute('accept', 'video/*');
    expect(rating()).toHaveAttribute('aria-valuetext', '0 out of 5 stars');
    expect(submitButton()).toHaveTextContent('Submit');
  });

  it('requires the review text (blank or spaces) and sends nothing without it', async () => {
    const sent = recordFeedback();
    const { user, review } = await open();
    await user.click(submitButton());
    expect(await screen.findByText('Please write your review.')).toBeInTheDocument();
    expect(review).toHaveFocus();
    await user.type(review, '   ');
    await user.click(submitButton());
    expect(screen.getByText('Please write your review.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it("uploads the voice file as multipart {file, type: 'testimonials'}, then sends review, audio, file_type and rating for the order: 'Submitting...', a success message, home", async () => {
    const uploads = recordUploads();
    const reply = gate();
    const sent = recordFeedback(reply.opened);
    const { user, router, review } = await open();
    await user.type(review, 'Lovely seeds, fast delivery.');
    const chosen = voice();
    await user.upload(screen.getByLabelText('Upload Voice'), chosen);
    expect(await screen.findByText('Uploaded.')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(uploads[0].url).toBe(UPLOAD_URL);
    expect(uploads[0].contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(uploads[0].type).toBe('testimonials');
    expect((uploads[0].file as File).size).toBe(chosen.size);

    rating().focus();
    await user.keyboard('{End}{ArrowLeft}');
    await user.click(submitButton());
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    reply.open();

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0].url.searchParams.get('order_id')).toBe('1001');
    expect(sent[0].body).toEqual({
      review: 'Lovely seeds, fast delivery.',
      audio: expect.stringMatching(/^http:\/\/localhost:5013\/uploads\/\d+-[\w-]+\.mp3$/),
      video: '',
      file_type: 'mp3',
      rating: 4.5,
    });
  });

  it.each([
    ['without ?order_id=', '/submit-your-feedback'],
    ['with ?order_id=null', '/submit-your-feedback?order_id=null'],
    ['with a blank ?order_id=', '/submit-your-feedback?order_id=%20'],
  ])('sends no order_id %s, and a video goes into video with its file_type', async (_, route) => {
    const sent = recordFeedback();
    const { user, router, review } = await open(route);
    expect(screen.queryByText(/Feedback on order/)).not.toBeInTheDocument();
    await user.type(review, 'Watch my video.');
    await user.upload(screen.getByLabelText('Upload Video'), clip());
    expect(await screen.findByText('Uploaded.')).toBeInTheDocument();
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent[0].url.search).toBe('');
    expect(sent[0].body).toEqual({
      review: 'Watch my video.',
      audio: '',
      video: expect.stringMatching(/\/uploads\/\d+-[\w-]+\.mp4$/),
      file_type: 'mp4',
      rating: 0,
    });
    expect(JSON.stringify(sent[0])).not.toMatch(/null/);
  });

  it('refuses the wrong type before any upload, with a clear message per field', async () => {
    const uploads = recordUploads();
    const user = userEvent.setup({ applyAccept: false });
    await open();
    const voiceInput = screen.getByLabelText('Upload Voice');
    await user.upload(voiceInput, clip());
    expect(
      await screen.findByText('Please choose an audio file for Upload Voice.'),
    ).toBeInTheDocument();
    expect(voiceInput).toHaveAttribute('aria-invalid', 'true');
    await user.upload(screen.getByLabelText('Upload Video'), file('notes.txt', 'text/plain'));
    expect(
      await screen.findByText('Please choose a video file for Upload Video.'),
    ).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });

  it('refuses a file over the size limit (voice 10 MB, video 50 MB) before any upload', async () => {
    const uploads = recordUploads();
    const { user } = await open();
    await user.upload(
      screen.getByLabelText('Upload Voice'),
      file('long.mp3', 'audio/mpeg', 10 * MB + 1),
    );
    expect(
      await screen.findByText('The voice file is too large. Please choose one of at most 10 MB.'),
    ).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Upload Video'),
      file('long.mp4', 'video/mp4', 50 * MB + 1),
    );
    expect(
      await screen.findByText('The video file is too large. Please choose one of at most 50 MB.'),
    ).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });

  it('shows the upload progress and holds the submit until the upload is done', async () => {
    // What a browser reports while the bytes go out (jsdom's XHR reports only at the end).
    const reporter = apiHttp.interceptors.request.use((config) => {
      if (config.url === UPLOAD_URL)
        config.onUploadProgress?.({ loaded: 512, total: 2048, bytes: 512, lengthComputable: true });
      return config;
    });
    const reply = gate();
    recordUploads(reply.opened);
    const sent = recordFeedback();
    try {
      const { user, review } = await open();
      await user.type(review, 'Listen to this.');
      await user.upload(screen.getByLabelText('Upload Voice'), voice());
      const progress = await screen.findByRole('progressbar', { name: 'Upload Voice progress' });
      await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '25'));
      expect(screen.getByText('25%')).toBeInTheDocument();
      // Spoken through a live region; the percentage is the progress bar's value.
      expect(screen.getByText('Uploading...')).toHaveAttribute('role', 'status');
      expect(submitButton()).toBeDisabled();
      expect(screen.getByText('Please wait until the upload has finished.')).toBeInTheDocument();
      reply.open();
      expect(await screen.findByText('Uploaded.')).toBeInTheDocument();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(submitButton()).toBeEnabled();
      expect(sent).toHaveLength(0);
    } finally {
      apiHttp.interceptors.request.eject(reporter);
    }
  });

  it.each([
    [
      'a 4xx with a message',
      413,
      { status: false, message: 'The file may not be greater than 10 MB.' },
    ],
    [
      'a 200 saying status false',
      200,
      { status: false, message: 'The file may not be greater than 10 MB.' },
    ],
  ])(
    'shows a refused upload (%s) on the field and lets it be tried again',
    async (_, status, body) => {
      server.use(
        http.post('*/__ext/upload', () => HttpResponse.json(body, { status }), { once: true }),
      );
      const { user } = await open();
      await user.upload(screen.getByLabelText('Upload Voice'), voice());
      const field = screen.getByLabelText('Upload Voice');
      await waitFor(() =>
        expect(field).toHaveAccessibleDescription(
          'An audio file of up to 10 MB. The file may not be greater than 10 MB.',
        ),
      );
      expect(await screen.findByRole('alert')).toBeDefined();
      await user.click(screen.getByRole('button', { name: 'Try the upload again' }));
      expect(await screen.findByText('Uploaded.')).toBeInTheDocument();
      expect(field).not.toHaveAttribute('aria-invalid');
    },
  );

  it('says the upload failed when the upload script cannot be reached', async () => {
    server.use(http.post('*/__ext/upload', () => HttpResponse.error()));
    const { user } = await open();
    await user.upload(screen.getByLabelText('Upload Voice'), voice());
    await waitFor(() =>
      expect(screen.getByLabelText('Upload Voice')).toHaveAccessibleDescription(
        'An audio file of up to 10 MB. The file could not be uploaded. Please try again.',
      ),
    );
  });

  it("takes file_type and the file reference from the upload's answer, not from the chosen file", async () => {
    // The upload script converted the wav: its answer, not the file's name or type, says what it is.
    server.use(
      http.post(
        '*/__ext/upload',
        () =>
          HttpResponse.json({
            status: true,
            file: 'https://media.example/testimonials/x.mp3',
            file_type: 'mp3',
          }),
        { once: true },
      ),
    );
    const sent = recordFeedback();
    const { user, router, review } = await open();
    await user.type(review, 'Converted.');
    await user.upload(screen.getByLabelText('Upload Voice'), file('voice.wav', 'audio/wav'));
    expect(await screen.findByText('Uploaded.')).toBeInTheDocument();
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent[0].body).toEqual({
      review: 'Converted.',
      audio: 'https://media.example/testimonials/x.mp3',
      video: '',
      file_type: 'mp3',
      rating: 0,
    });
  });

  it('keeps file_type right when one of two uploads is removed', async () => {
    const sent = recordFeedback();
    const user = userEvent.setup({ applyAccept: false });
    const { router, review } = await open();
    await user.type(review, 'Both.');
    await user.upload(screen.getByLabelText('Upload Voice'), voice());
    await user.upload(screen.getByLabelText('Upload Video'), clip());
    await waitFor(() => expect(screen.getAllByText('Uploaded.')).toHaveLength(2));
    // A refused file empties the video field: its reference and type go with it.
    await user.upload(screen.getByLabelText('Upload Video'), file('notes.txt', 'text/plain'));
    await screen.findByText('Please choose a video file for Upload Video.');
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent[0].body).toMatchObject({ video: '', file_type: 'mp3' });
    expect(sent[0].body.audio).toMatch(/\.mp3$/);
  });

  it('on a failed submit goes back to idle and keeps the text, the rating and the upload', async () => {
    server.use(
      http.post(
        '*/testimonials/add',
        () => HttpResponse.json({ message: 'We could not save your review.' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user, router, review } = await open();
    await user.type(review, 'Keep me.');
    await user.upload(screen.getByLabelText('Upload Voice'), voice());
    await screen.findByText('Uploaded.');
    rating().focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not save your review.');
    expect(submitButton()).toHaveTextContent(/^Submit$/);
    expect(submitButton()).toBeEnabled();
    expect(review).toHaveValue('Keep me.');
    expect(rating()).toHaveAttribute('aria-valuenow', '1.5');
    expect(screen.getByText('Uploaded.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/submit-your-feedback');

    const sent = recordFeedback();
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent[0].body).toMatchObject({ review: 'Keep me.', rating: 1.5, file_type: 'mp3' });
    expect(sent[0].body.audio).toMatch(/\.mp3$/);
  });

  it("shows the form's own text when the failure carries no message, and sends once while busy", async () => {
    const reply = gate();
    let calls = 0;
    server.use(
      http.post('*/testimonials/add', async () => {
        calls += 1;
        await reply.opened;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const { user, review } = await open();
    await user.type(review, 'Once.');
    await user.click(submitButton());
    await user.click(submitButton());
    reply.open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your feedback could not be sent. Please try again.');
    expect(calls).toBe(1);
  });
});
