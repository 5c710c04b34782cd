import { AdminNotes } from './admin-notes';
import { AnnotationsController } from './annotations.http.controller';
import { ListAnnotations } from './list-annotations';

export const annotationControllers = [AnnotationsController];
export const annotationProviders = [AdminNotes, ListAnnotations];
