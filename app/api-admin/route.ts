import { unknownPath } from '@/lib/server/http/unknown';

export const { GET, POST, PUT, PATCH, DELETE } = unknownPath;
