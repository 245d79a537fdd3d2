import type { JobQueueName, JobsOverview } from '@cabildo/domain';
import type { AppContext } from '../../context.ts';
import { apiError } from '../../http/errors.ts';
import { requireAccess } from '../access/index.ts';
import { audit } from '../audit.ts';
import type { AuthContext } from '../auth/index.ts';
import { jobsOverview } from './overview.ts';

/** The jobs page (issue 20 item 1), for whoever manages every user: the admin only (as /municipios). */
export class JobAdministration {
  constructor(private readonly ctx: AppContext) {}

  overview(auth: AuthContext): Promise<JobsOverview> {
    requireAccess(auth, 'manage', 'usuario');
    return jobsOverview(this.ctx.database);
  }

  /** Queues a job that failed for good again, for one more attempt. */
  async retry(auth: AuthContext, queue: JobQueueName, id: string, ip: string): Promise<void> {
    requireAccess(auth, 'manage', 'usuario');
    if (!(await this.ctx.jobs.retry(queue, id))) throw apiError('NOT_FOUND', { resource: 'Failed job' });
    await audit(this.ctx.database.db, {
      actorId: auth.row.id,
      action: 'retry',
      subject: 'trabajo',
      subjectId: id,
      after: { queue },
      ip,
    });
  }
}
