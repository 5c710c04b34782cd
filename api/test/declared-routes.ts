import { ApiConfig } from '@pitchlens/config';
import { AppModule } from '../src/app.module';
import { declaredRoutes as declaredIn, type DeclaredRoute } from '../src/docs/declared-routes';

export type { DeclaredRoute };

/** Every route the app's controllers declare. */
export const declaredRoutes = (): DeclaredRoute[] => declaredIn(AppModule.forRoot(new ApiConfig()));
