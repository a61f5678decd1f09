import type { AxiosProgressEvent } from 'axios';
import { setTokens, uploadKycDocuments } from '../index';
import { mockApi } from '../testing';
import { uploadPercent } from './upload';

function image(name: string) {
  return new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });
}

const files = {
  aadhar_front: image('aadhar-front.jpg'),
  aadhar_back: image('aadhar-back.jpg'),
  pan_front: image('pan-front.jpg'),
  pan_back: image('pan-back.jpg'),
};

describe('uploadKycDocuments', () => {
  it('posts the four images as multipart with a 300 s timeout and returns the answer', async () => {
    setTokens({ access: 'acc', refresh: 'ref' });
    const api = mockApi();
    api.onPost('/channel_partner/kyc/upload/').reply(201, { message: 'Documents uploaded', submission_id: 7 });

    const answer = await uploadKycDocuments(files);

    expect(answer).toEqual({ message: 'Documents uploaded', submission_id: 7 });
    const [request] = api.history.post;
    expect(request.timeout).toBe(300_000);
    expect(request.headers?.Authorization).toBe('Bearer acc');
    expect(request.data).toBeInstanceOf(FormData);
    const form = request.data as FormData;
    expect([...form.keys()]).toEqual(['aadhar_front', 'aadhar_back', 'pan_front', 'pan_back']);
    expect((form.get('pan_back') as File).name).toBe('pan-back.jpg');
  });

  it('reports upload progress in whole percent', async () => {
    const api = mockApi();
    api.onPost('/channel_partner/kyc/upload/').reply((config) => {
      const report = config.onUploadProgress as (event: AxiosProgressEvent) => void;
      report({ loaded: 0, total: 400, bytes: 0, lengthComputable: true, progress: 0 });
      report({ loaded: 133, total: 400, bytes: 133, lengthComputable: true, progress: 133 / 400 });
      report({ loaded: 400, total: 400, bytes: 267, lengthComputable: true, progress: 1 });
      return [201, { message: 'ok', submission_id: 1 }];
    });
    const percents: number[] = [];

    await uploadKycDocuments(files, (percent) => percents.push(percent));

    expect(percents).toEqual([0, 33, 100]);
  });

  it('rejects with the server error so the screen can show its detail', async () => {
    mockApi().onPost('/channel_partner/kyc/upload/').reply(413, { detail: 'aadhar_front is larger than 10MB' });
    await expect(uploadKycDocuments(files)).rejects.toMatchObject({
      response: { status: 413, data: { detail: 'aadhar_front is larger than 10MB' } },
    });
  });

  it('refuses to send an incomplete set', async () => {
    const { pan_back: _omitted, ...three } = files;
    await expect(uploadKycDocuments(three as typeof files)).rejects.toThrow('pan_back');
    expect(mockApi().history.post).toHaveLength(0);
  });
});

describe('uploadPercent', () => {
  it('uses loaded/total when progress is absent and ignores unknown totals', () => {
    expect(uploadPercent({ loaded: 50, total: 200, progress: undefined })).toBe(25);
    expect(uploadPercent({ loaded: 50, total: undefined, progress: undefined })).toBeNull();
    expect(uploadPercent({ loaded: 500, total: 200, progress: undefined })).toBe(100);
  });
});
