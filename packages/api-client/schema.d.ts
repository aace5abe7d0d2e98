/**
 * The dashboard API's types, generated from its served OpenAPI document
 * (GET /api/docs/json) by openapi-typescript: `npm run client:generate`.
 * Do not edit: a server test fails when this file differs from what the
 * document generates now.
 */
export interface paths {
  '/api/v1/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The live API keys, a page at a time (never the keys themselves)
     * @description Permission: `apiKeys.read` (admin).
     */
    get: operations['listApiKeys'];
    put?: never;
    /**
     * Makes an API key for a named client, with permissions a key may hold
     * @description The answer holds the whole key (`key`), the only time it is shown: only its SHA-256 is stored. A permission a key may not hold is a 400 naming it (`permissions.<n>`).
     *
     *     Permission: `apiKeys.write` (admin).
     */
    post: operations['createApiKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/api-keys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One live API key (never the key itself)
     * @description Permission: `apiKeys.read` (admin).
     */
    get: operations['getApiKey'];
    put?: never;
    post?: never;
    /**
     * Revokes an API key: its next request is refused with 401
     * @description Permission: `apiKeys.write` (admin).
     */
    delete: operations['deleteApiKey'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audit-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The audit trail, newest first, a page at a time by keyset (`after=` the last answer’s `nextCursor`)
     * @description Every write through the API, sign-in, failed sign-in, sign-out and export appends one row, in the transaction of the change. Filter by `user_id`, `action`, `entity` (and `entity_id` for one record), and a time range (`from` inclusive, `to` exclusive, ISO 8601 with an offset). There is no page number and no total: ask the first page without `after`, then pass each answer’s `nextCursor` as `after` until it is null.
     *
     *     Permission: `audit.read` (admin).
     */
    get: operations['listAuditLog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audit-log/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The audit rows matching the filters, newest first, as CSV (UTF-8 with BOM) or XLSX
     * @description Permission: `audit.read` (admin).
     */
    get: operations['exportAuditLog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audit-log/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Staff of every role, to filter the trail by (by role, then name; `q` searches names and phones)
     * @description Permission: `audit.read` (admin).
     */
    get: operations['listAuditUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audit-log/entities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The entities the trail records, for its filter
     * @description Derived from the routes themselves (each write and export declares the entity it records), so an entity added later is listed from its first release.
     *
     *     Permission: `audit.read` (admin).
     */
    get: operations['listAuditEntities'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audit-log/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One staff member of any role, as the trail’s user filter names it
     * @description Permission: `audit.read` (admin).
     */
    get: operations['getAuditUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/login-phone': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Signs in with a phone number and a password
     * @description Permission: `auth.login` (anyone).
     */
    post: operations['signIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Revokes the token the request carries
     * @description Permission: `auth.logout` (admin, teacher, support-agent).
     */
    post: operations['signOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/classes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Classes (academic years), a page at a time; `stage_id` keeps one stage’s
     * @description Permission: `classes.read` (admin, teacher, support-agent; an API key given it).
     */
    get: operations['listClasses'];
    put?: never;
    /**
     * Adds a class to a stage (400 on `stage_id` when the stage does not exist)
     * @description Permission: `classes.write` (admin).
     */
    post: operations['createClass'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/classes/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The classes matching the filters, as CSV (UTF-8 with BOM) or XLSX
     * @description Permission: `classes.read` (admin, teacher, support-agent; an API key given it).
     */
    get: operations['exportClasses'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/classes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One class
     * @description Permission: `classes.read` (admin, teacher, support-agent; an API key given it).
     */
    get: operations['getClass'];
    put?: never;
    post?: never;
    /**
     * Deletes a class nothing uses (409 `class.in_use` while it has systems, specializations, subjects, teachers or students)
     * @description Permission: `classes.write` (admin).
     */
    delete: operations['deleteClass'];
    options?: never;
    head?: never;
    /**
     * Changes a class
     * @description Permission: `classes.write` (admin).
     */
    patch: operations['updateClass'];
    trace?: never;
  };
  '/api/v1/code-groups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Code groups, a page at a time (admins)
     * @description Permission: `codeGroups.read` (admin).
     */
    get: operations['listCodeGroups'];
    put?: never;
    /**
     * Makes a code group and its codes, all or none (admins)
     * @description The group and up to 100,000 codes in one transaction. Send an `Idempotency-Key`: a retry makes nothing twice, and `GET /codes/progress?key=` says how far the codes have got.
     *
     *     Permission: `codeGroups.write` (admin).
     */
    post: operations['createCodeGroup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/code-groups/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The code groups matching the filters, as CSV (UTF-8 with BOM) or XLSX (admins)
     * @description Permission: `codeGroups.read` (admin).
     */
    get: operations['exportCodeGroups'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/code-groups/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One code group, with its counts (admins)
     * @description Permission: `codeGroups.read` (admin).
     */
    get: operations['getCodeGroup'];
    put?: never;
    post?: never;
    /**
     * Deletes a group and its codes, while none of them is used (admins)
     * @description Permission: `codeGroups.write` (admin).
     */
    delete: operations['deleteCodeGroup'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/code-groups/{id}/codes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A group’s codes, a page at a time (admins)
     * @description Permission: `codeGroups.read` (admin).
     */
    get: operations['listCodeGroupCodes'];
    put?: never;
    /**
     * Adds codes to a group, all or none (admins)
     * @description Up to 100,000 codes in one transaction. Send an `Idempotency-Key`; `GET /codes/progress?key=` says how far they have got.
     *
     *     Permission: `codeGroups.write` (admin).
     */
    post: operations['addCodeGroupCodes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/code-groups/{id}/codes/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A group’s codes, as CSV (UTF-8 with BOM) or XLSX, for printing (admins)
     * @description Permission: `codeGroups.read` (admin).
     */
    get: operations['exportCodeGroupCodes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/codes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Codes, wallet and subscription codes alike, a page at a time, newest first by default (admins)
     * @description Permission: `codes.read` (admin).
     */
    get: operations['listCodes'];
    put?: never;
    /**
     * Makes a batch of wallet codes, each crediting its price (admins)
     * @description Up to 100,000 codes in one transaction (all or none), a thousand a statement. Send an `Idempotency-Key`: a retry makes no second batch, and `GET /codes/progress?key=` says how far the batch has got while it runs. List the batch with `GET /codes?batch_id=`.
     *
     *     Permission: `codes.write` (admin).
     */
    post: operations['createCodeBatch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/codes/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The codes matching the filters, as CSV (UTF-8 with BOM) or XLSX, for printing (admins)
     * @description Permission: `codes.read` (admin).
     */
    get: operations['exportCodes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/codes/progress': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * How far the batch being made under this Idempotency-Key has got (admins)
     * @description Permission: `codes.write` (admin).
     */
    get: operations['getCodeBatchProgress'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/codes/redeem': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Redeems a code for a student: credits the wallet or opens the group’s subscriptions
     * @description For the student app (an API key given `codes.redeem`) and for admins on a student’s behalf. Once only, whatever arrives at once: one conditional update marks the code used, in one transaction with the wallet’s credit or the subscriptions and their payments. Any case, with or without dashes. Send an `Idempotency-Key`.
     *
     *     Permission: `codes.redeem` (admin; an API key given it).
     */
    post: operations['redeemCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Courses, a page at a time (a teacher’s own only)
     * @description Permission: `courses.read` (admin, teacher).
     */
    get: operations['listCourses'];
    put?: never;
    /**
     * Adds a course (a teacher’s own; an admin names the teacher); its image becomes the course’s
     * @description Permission: `courses.write` (admin, teacher).
     */
    post: operations['createCourse'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The courses matching the filters, as CSV (UTF-8 with BOM) or XLSX
     * @description Permission: `courses.read` (admin, teacher).
     */
    get: operations['exportCourses'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One course
     * @description Permission: `courses.read` (admin, teacher).
     */
    get: operations['getCourse'];
    put?: never;
    post?: never;
    /**
     * Deletes a course with its image and question bank
     * @description Permission: `courses.write` (admin, teacher).
     */
    delete: operations['deleteCourse'];
    options?: never;
    head?: never;
    /**
     * Changes a course; a new image replaces the old one, which is deleted
     * @description Permission: `courses.write` (admin, teacher).
     */
    patch: operations['updateCourse'];
    trace?: never;
  };
  '/api/v1/curricula': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Curricula, a page at a time (a teacher’s own only)
     * @description Permission: `curricula.read` (admin, teacher).
     */
    get: operations['listCurricula'];
    put?: never;
    /**
     * Adds a curriculum (a teacher’s own; an admin names the teacher)
     * @description Permission: `curricula.write` (admin, teacher).
     */
    post: operations['createCurriculum'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/curricula/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The curricula matching the filters, as CSV (UTF-8 with BOM) or XLSX
     * @description Permission: `curricula.read` (admin, teacher).
     */
    get: operations['exportCurricula'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/curricula/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One curriculum
     * @description Permission: `curricula.read` (admin, teacher).
     */
    get: operations['getCurriculum'];
    put?: never;
    post?: never;
    /**
     * Deletes a curriculum with its units, lessons and question bank
     * @description Permission: `curricula.write` (admin, teacher).
     */
    delete: operations['deleteCurriculum'];
    options?: never;
    head?: never;
    /**
     * Changes a curriculum
     * @description Permission: `curricula.write` (admin, teacher).
     */
    patch: operations['updateCurriculum'];
    trace?: never;
  };
  '/api/v1/curricula/{id}/outline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A curriculum’s units in order, each with its lessons in order and their counts
     * @description Permission: `curricula.read` (admin, teacher).
     */
    get: operations['getCurriculumOutline'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/curricula/{id}/units/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Puts a curriculum’s units in a new order (every unit’s id, once)
     * @description Permission: `curricula.write` (admin, teacher).
     */
    put: operations['orderCurriculumUnits'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/dashboard/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The counts of an admin's home page: stages, classes, subjects, teachers, support agents
     * @description Permission: `dashboard.read` (admin).
     */
    get: operations['getDashboardStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Server-sent events: messages pushed to the signed-in user (event `message`, data `{title, body}`)
     * @description Permission: `events.subscribe` (admin, teacher, support-agent).
     */
    get: operations['streamEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/exams': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Exams, a page at a time: a course’s or a curriculum’s with `course_id` or `curriculum_id` (a teacher’s own only)
     * @description Permission: `exams.read` (admin, teacher).
     */
    get: operations['listExams'];
    put?: never;
    /**
     * Adds an exam to a course’s or a curriculum’s page (the teacher’s own); a lesson’s quiz or assignment comes with its element
     * @description Permission: `exams.write` (admin, teacher).
     */
    post: operations['createExam'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/exams/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The exams matching the filters, as CSV (UTF-8 with BOM) or XLSX
     * @description Permission: `exams.read` (admin, teacher).
     */
    get: operations['exportExams'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/exams/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One exam, with its results’ figures
     * @description Permission: `exams.read` (admin, teacher).
     */
    get: operations['getExam'];
    put?: never;
    post?: never;
    /**
     * Deletes an exam without results (409 `exam.has_results` otherwise)
     * @description Permission: `exams.write` (admin, teacher).
     */
    delete: operations['deleteExam'];
    options?: never;
    head?: never;
    /**
     * Changes an exam’s titles, time limit and pass mark (a new pass mark passes or fails its results again; a quiz’s or assignment’s element follows)
     * @description Permission: `exams.write` (admin, teacher).
     */
    patch: operations['updateExam'];
    trace?: never;
  };
  '/api/v1/exams/{id}/questions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An exam’s questions in order, each as its bank holds it
     * @description Permission: `exams.read` (admin, teacher).
     */
    get: operations['getExamQuestions'];
    /**
     * Sets an exam’s questions, whole and in order, from its own bank
     * @description Every id must be a question of the exam’s bank (the course’s or the curriculum’s): another is 400 `exam.question_not_in_bank` on `question_ids.N`. The exam’s question count and total points follow. Once a student has submitted it, its questions stay as they are (409 `exam.has_results`).
     *
     *     Permission: `exams.write` (admin, teacher).
     */
    put: operations['putExamQuestions'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/exams/{id}/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An exam’s average, median, distribution and each question’s share of right answers, kept on write
     * @description Permission: `exams.read` (admin, teacher).
     */
    get: operations['getExamStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/exams/{id}/results': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An exam’s results, a page at a time: `q` matches the student’s name or phone
     * @description Permission: `exams.read` (admin, teacher).
     */
    get: operations['listExamResults'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/exams/{id}/results/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An exam’s results matching the filters, as CSV (UTF-8 with BOM) or XLSX
     * @description Permission: `exams.read` (admin, teacher).
     */
    get: operations['exportExamResults'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/exams/{id}/solutions/{resultId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A student’s answers to an exam, each with its question and its mark
     * @description Permission: `exams.read` (admin, teacher).
     */
    get: operations['getExamSolution'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/exams/{id}/solutions/{resultId}/answers/{questionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * A teacher’s mark for a paragraph or voice answer
     * @description Only an answer marked by hand (a paragraph or voice question, or a group holding a paragraph) takes a mark: any other is 409 `exam.auto_marked`. The points go from 0 to the question’s (400 `validation.max_value` on `points` above it). The result’s score, percentage, pass and status, the exam’s figures and the student’s averages follow in the same transaction.
     *
     *     Permission: `exams.write` (admin, teacher).
     */
    put: operations['markExamAnswer'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/exams/{id}/submissions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Hands in a student’s answers (the student app, with an API key given `exams.submit`)
     * @description Each answer is marked as the screens mark it (`markAnswer`): choose, true/false and complete at once (complete answers compared as search compares text: Arabic letter variants, diacritics, digits and case alike), paragraph and voice left for a teacher’s hand mark. A question left out is unanswered and earns nothing. The student must exist (400 `exam.student_not_found` on `student_id`); every `question_id` must be one of the exam’s (400 `exam.question_not_in_exam` on `answers.N.question_id`), once (`exam.duplicate_answer`); `started_at` must come before `submitted_at` (400 `exam.submitted_before_start`). One submission a student and exam (409 `exam.already_submitted`, whatever arrives at once); an exam without questions takes none (409 `exam.no_questions`). The result, the exam’s figures and the student’s averages are written in one transaction.
     *
     *     Permission: `exams.submit` (only an API key given it).
     */
    post: operations['submitExam'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Answers ok once the database answers
     * @description Permission: `health.read` (anyone).
     */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/lessons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Lessons across curricula, a page at a time (a teacher’s own only)
     * @description Permission: `lessons.read` (admin, teacher, support-agent).
     */
    get: operations['listLessons'];
    put?: never;
    /**
     * Adds a lesson at the end of its unit
     * @description Permission: `lessons.write` (admin, teacher).
     */
    post: operations['createLesson'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/lessons/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The lessons matching the filters, as CSV (UTF-8 with BOM) or XLSX
     * @description Permission: `lessons.read` (admin, teacher, support-agent).
     */
    get: operations['exportLessons'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/lessons/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One lesson
     * @description Permission: `lessons.read` (admin, teacher, support-agent).
     */
    get: operations['getLesson'];
    put?: never;
    post?: never;
    /**
     * Deletes a lesson with its elements
     * @description Permission: `lessons.write` (admin, teacher).
     */
    delete: operations['deleteLesson'];
    options?: never;
    head?: never;
    /**
     * Changes a lesson
     * @description Permission: `lessons.write` (admin, teacher).
     */
    patch: operations['updateLesson'];
    trace?: never;
  };
  '/api/v1/lesson-elements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Lesson elements, a page at a time; `lesson_id` keeps one lesson’s, in its order
     * @description Permission: `lessons.read` (admin, teacher, support-agent).
     */
    get: operations['listLessonElements'];
    put?: never;
    /**
     * Adds a video, document, quiz or assignment at the end of its lesson
     * @description Permission: `lessons.write` (admin, teacher).
     */
    post: operations['createLessonElement'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/lesson-elements/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The lesson elements matching the filters, as CSV (UTF-8 with BOM) or XLSX
     * @description Permission: `lessons.read` (admin, teacher, support-agent).
     */
    get: operations['exportLessonElements'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/lesson-elements/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One lesson element
     * @description Permission: `lessons.read` (admin, teacher, support-agent).
     */
    get: operations['getLessonElement'];
    put?: never;
    post?: never;
    /**
     * Deletes a lesson element and its file, and a quiz’s or assignment’s exam
     * @description Permission: `lessons.write` (admin, teacher).
     */
    delete: operations['deleteLessonElement'];
    options?: never;
    head?: never;
    /**
     * Changes a lesson element (the fields of its own kind)
     * @description Permission: `lessons.write` (admin, teacher).
     */
    patch: operations['updateLessonElement'];
    trace?: never;
  };
  '/api/v1/lessons/{id}/elements/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Puts a lesson’s elements in a new order (every element’s id, once)
     * @description Permission: `lessons.write` (admin, teacher).
     */
    put: operations['orderLessonElements'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Payments, a page at a time, newest first by default (admins)
     * @description Permission: `payments.read` (admin).
     */
    get: operations['listPayments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/payments/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The payments matching the filters, as CSV (UTF-8 with BOM) or XLSX (admins)
     * @description Permission: `payments.read` (admin).
     */
    get: operations['exportPayments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/payments/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The totals of the payments a filter keeps and their sums day by day (admins)
     * @description Read from sums kept on every payment, never added up from the payments: as fast for a year as for a day. `from` and `to` are days in Cairo, both counted, at most 366 days apart.
     *
     *     Permission: `payments.read` (admin).
     */
    get: operations['getPaymentSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/students/{id}/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A student’s payments, newest first, a page at a time (admins)
     * @description Permission: `payments.read` (admin).
     */
    get: operations['listStudentPayments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in user
     * @description Permission: `profile.read` (admin, teacher, support-agent).
     */
    get: operations['getProfile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Changes the signed-in user’s name, email or photo (409 `user.taken` when the email is registered)
     * @description Permission: `profile.update` (admin, teacher, support-agent).
     */
    patch: operations['updateProfile'];
    trace?: never;
  };
  '/api/v1/profile/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Changes the signed-in user’s password given the current one (400 `user.wrong_password`); the user’s other sessions end
     * @description Permission: `profile.update` (admin, teacher, support-agent).
     */
    post: operations['changePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/promo-codes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Promo codes, a page at a time, by state today (in Cairo) if asked
     * @description Permission: `promoCodes.read` (admin).
     */
    get: operations['listPromoCodes'];
    put?: never;
    /**
     * Adds a promo code (the code stored upper-case; the end not before the start)
     * @description Permission: `promoCodes.write` (admin).
     */
    post: operations['createPromoCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/promo-codes/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The promo codes matching the filters, as CSV (UTF-8 with BOM) or XLSX
     * @description Permission: `promoCodes.read` (admin).
     */
    get: operations['exportPromoCodes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/promo-codes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One promo code
     * @description Permission: `promoCodes.read` (admin).
     */
    get: operations['getPromoCode'];
    put?: never;
    post?: never;
    /**
     * Deletes a promo code no subscription has used (409 `promo_code.in_use` otherwise)
     * @description Permission: `promoCodes.write` (admin).
     */
    delete: operations['deletePromoCode'];
    options?: never;
    head?: never;
    /**
     * Changes a promo code (its number of uses not below the uses taken; a used one keeps its code)
     * @description Permission: `promoCodes.write` (admin).
     */
    patch: operations['updatePromoCode'];
    trace?: never;
  };
  '/api/v1/questions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Questions, a page at a time: a bank’s with `course_id` or `curriculum_id` (a teacher’s own only)
     * @description Permission: `questions.read` (admin, teacher).
     */
    get: operations['listQuestions'];
    put?: never;
    /**
     * Adds a question to a course’s or a curriculum’s bank (the teacher’s own); its files become its own
     * @description Permission: `questions.write` (admin, teacher).
     */
    post: operations['createQuestion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/questions/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The questions matching the filters, as CSV (UTF-8 with BOM) or XLSX
     * @description Permission: `questions.read` (admin, teacher).
     */
    get: operations['exportQuestions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/questions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One question
     * @description Permission: `questions.read` (admin, teacher).
     */
    get: operations['getQuestion'];
    put?: never;
    post?: never;
    /**
     * Deletes a question with its files (409 `question.in_use` while an exam holds it)
     * @description Permission: `questions.write` (admin, teacher).
     */
    delete: operations['deleteQuestion'];
    options?: never;
    head?: never;
    /**
     * Changes a question; it is checked whole against its type’s rules, and files it lets go are deleted
     * @description Permission: `questions.write` (admin, teacher).
     */
    patch: operations['updateQuestion'];
    trace?: never;
  };
  '/api/v1/questions/template': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The bulk-add template: its columns headed in `lang`, one example row of each type a file can add
     * @description Columns: type, question, points, option 1 to 6 and the correct option’s number (choose), correct answer (true or false), accepted answers (complete: `|` between the answers a blank accepts, `;` between blanks) and model answer (paragraph). A file may be headed in English or Arabic whatever the language it was downloaded in.
     *
     *     Permission: `questions.read` (admin, teacher).
     */
    get: operations['getQuestionTemplate'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/questions/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Adds the questions of a CSV or XLSX file to a bank, all or none; `dryRun=true` only checks it
     * @description The form holds the file (field `file`, 10 MB and 10000 rows at most) and the bank: `course_id` or `curriculum_id`, with `unit_id` and `lesson_id` of the curriculum to file every question under them. Each row is checked as a question of its type; the answer lists every refused cell by row (the headings are row 1) and by column as the file heads it. With `dryRun=true` nothing is saved (200). Otherwise a file with any refused cell saves nothing (400 `question.import_invalid`, each refused cell an error with its `row` and `column` in `params`), and a good file is saved in one transaction (201).
     *
     *     Permission: `questions.write` (admin, teacher).
     */
    post: operations['importQuestions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The general settings (the free-trial switches)
     * @description Permission: `settings.read` (admin, teacher, support-agent).
     */
    get: operations['getSettings'];
    /**
     * Saves the general settings: the whole object, every part together
     * @description Permission: `settings.write` (admin).
     */
    put: operations['saveSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/specializations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The specializations, a page at a time; `class_id` keeps one class’s
     * @description Permission: `specializations.read` (admin, teacher, support-agent; an API key given it).
     */
    get: operations['listSpecializations'];
    put?: never;
    /**
     * Adds a specialization to a class (400 on `class_id` when the class does not exist)
     * @description Permission: `specializations.write` (admin).
     */
    post: operations['createSpecialization'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/specializations/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The specializations matching the filters, as CSV (UTF-8 with BOM) or XLSX
     * @description Permission: `specializations.read` (admin, teacher, support-agent; an API key given it).
     */
    get: operations['exportSpecializations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/specializations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One specialization
     * @description Permission: `specializations.read` (admin, teacher, support-agent; an API key given it).
     */
    get: operations['getSpecialization'];
    put?: never;
    post?: never;
    /**
     * Deletes a specialization no subject, curriculum or course belongs to (409 `specialization.in_use` otherwise)
     * @description Permission: `specializations.write` (admin).
     */
    delete: operations['deleteSpecialization'];
    options?: never;
    head?: never;
    /**
     * Changes a specialization
     * @description Permission: `specializations.write` (admin).
     */
    patch: operations['updateSpecialization'];
    trace?: never;
  };
  '/api/v1/stages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Academic stages, a page at a time
     * @description Permission: `stages.read` (admin, teacher, support-agent; an API key given it).
     */
    get: operations['listStages'];
    put?: never;
    /**
     * Adds an academic stage
     * @description Permission: `stages.write` (admin).
     */
    post: operations['createStage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/stages/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The stages matching the filters, as CSV (UTF-8 with BOM) or XLSX
     * @description Permission: `stages.read` (admin, teacher, support-agent; an API key given it).
     */
    get: operations['exportStages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/stages/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One academic stage
     * @description Permission: `stages.read` (admin, teacher, support-agent; an API key given it).
     */
    get: operations['getStage'];
    put?: never;
    post?: never;
    /**
     * Deletes an academic stage that has no classes (409 `stage.in_use` otherwise)
     * @description Permission: `stages.write` (admin).
     */
    delete: operations['deleteStage'];
    options?: never;
    head?: never;
    /**
     * Changes an academic stage
     * @description Permission: `stages.write` (admin).
     */
    patch: operations['updateStage'];
    trace?: never;
  };
  '/api/v1/students': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Students, a page at a time (a teacher’s: those of the classes he or she teaches, without wallet balances)
     * @description Permission: `students.read` (admin, teacher, support-agent).
     */
    get: operations['listStudents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/students/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The students matching the filters, as CSV (UTF-8 with BOM) or XLSX
     * @description Permission: `students.read` (admin, teacher, support-agent).
     */
    get: operations['exportStudents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/students/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One student
     * @description Permission: `students.read` (admin, teacher, support-agent).
     */
    get: operations['getStudent'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Changes a student’s details, class and system, or permission to comment (admins)
     * @description Permission: `students.write` (admin).
     */
    patch: operations['updateStudent'];
    trace?: never;
  };
  '/api/v1/students/{id}/wallet': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A student’s wallet: the balance and its ledger, newest first, a page at a time (admins and agents)
     * @description Permission: `wallets.read` (admin, support-agent).
     */
    get: operations['getStudentWallet'];
    put?: never;
    /**
     * An admin’s manual credit or debit of a student’s wallet, with its reason
     * @description Appends one row to the ledger and changes the balance by it, in one transaction with its audit row. A debit past the balance is refused (409 `wallet.insufficient_funds`) and changes nothing. Send an `Idempotency-Key` so a repeated request (a retry after a lost answer) moves the money once.
     *
     *     Permission: `wallets.write` (admin).
     */
    post: operations['moveStudentWallet'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/students/{id}/timeline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A student’s timeline, newest first: subscriptions added and renewed, each deletion and restoration of one, wallet moves, codes redeemed (one event each, with what it credited or opened), exams handed in (admins and agents)
     * @description Permission: `wallets.read` (admin, support-agent).
     */
    get: operations['getStudentTimeline'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/subjects': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Subjects, a page at a time, filtered by stage, class, specialization or text
     * @description Permission: `subjects.read` (admin, teacher, support-agent; an API key given it).
     */
    get: operations['listSubjects'];
    put?: never;
    /**
     * Adds a subject taught in the given classes
     * @description Permission: `subjects.write` (admin).
     */
    post: operations['createSubject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/subjects/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The subjects matching the filters, as CSV (UTF-8 with BOM) or XLSX
     * @description Permission: `subjects.read` (admin, teacher, support-agent; an API key given it).
     */
    get: operations['exportSubjects'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/subjects/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One subject, with its classes and specialization
     * @description Permission: `subjects.read` (admin, teacher, support-agent; an API key given it).
     */
    get: operations['getSubject'];
    put?: never;
    post?: never;
    /**
     * Deletes a subject nobody uses (409 `subject.in_use` otherwise)
     * @description Permission: `subjects.write` (admin).
     */
    delete: operations['deleteSubject'];
    options?: never;
    head?: never;
    /**
     * Changes a subject; `class_ids`, when given, replaces its classes
     * @description Permission: `subjects.write` (admin).
     */
    patch: operations['updateSubject'];
    trace?: never;
  };
  '/api/v1/subscriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Subscriptions not deleted, a page at a time (a teacher’s: those to his or her own content)
     * @description Permission: `subscriptions.read` (admin, teacher).
     */
    get: operations['listSubscriptions'];
    put?: never;
    /**
     * Adds a subscription and pays its first period, from the wallet or in cash (admins)
     * @description In one transaction: the subscription, the promo code’s use (if one is given), the wallet’s debit (by wallet, above 0) and the payment. A student without a class or a system is refused (409 `subscription.no_class_or_system`), so is content of another class (409 `subscription.other_class`), a second subscription to the same content (409 `subscription.exists`), a promo code not usable (409 `promo_code.not_usable`) and a wallet short of the price (409 `wallet.insufficient_funds`); a refusal changes nothing. Send an `Idempotency-Key`.
     *
     *     Permission: `subscriptions.write` (admin).
     */
    post: operations['createSubscription'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/subscriptions/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The subscriptions matching the filters, as CSV (UTF-8 with BOM) or XLSX
     * @description Permission: `subscriptions.read` (admin, teacher).
     */
    get: operations['exportSubscriptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/subscriptions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One subscription, deleted or not
     * @description Permission: `subscriptions.read` (admin, teacher).
     */
    get: operations['getSubscription'];
    put?: never;
    post?: never;
    /**
     * Deletes a subscription: it moves to the deleted list with its cancellation date (admins)
     * @description Permission: `subscriptions.write` (admin).
     */
    delete: operations['deleteSubscription'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/subscriptions/deleted': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Deleted subscriptions, with their cancellation dates, a page at a time (a teacher’s: his or her own)
     * @description Permission: `subscriptions.readDeleted` (admin, teacher, support-agent).
     */
    get: operations['listDeletedSubscriptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/subscriptions/deleted/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The deleted subscriptions matching the filters, as CSV (UTF-8 with BOM) or XLSX
     * @description Permission: `subscriptions.readDeleted` (admin, teacher, support-agent).
     */
    get: operations['exportDeletedSubscriptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/subscriptions/{id}/renew': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Renews a subscription by its period, paid from the wallet or in cash (admins)
     * @description From the day after its last day, or from today when it has expired. The price is the subscription’s, less its promo code’s discount while that lasts, or a new code’s given here. In one transaction with the payment and the wallet’s debit; a refusal (a deleted or permanent subscription, a promo code not usable, a wallet short of the price) changes nothing. Send an `Idempotency-Key`.
     *
     *     Permission: `subscriptions.write` (admin).
     */
    post: operations['renewSubscription'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/subscriptions/{id}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Restores a deleted subscription to the list, as it was (admins)
     * @description Permission: `subscriptions.write` (admin).
     */
    post: operations['restoreSubscription'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/students/{id}/subscriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A student’s subscriptions, active and deleted, newest first (a teacher’s: those to his or her content)
     * @description Permission: `subscriptions.read` (admin, teacher).
     */
    get: operations['listStudentSubscriptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/support-agents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Support agents, a page at a time
     * @description Permission: `supportAgents.read` (admin).
     */
    get: operations['listSupportAgents'];
    put?: never;
    /**
     * Adds a support agent (409 `user.taken` when the email or phone is already registered)
     * @description Permission: `supportAgents.write` (admin).
     */
    post: operations['createSupportAgent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/support-agents/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The support agents matching the filters, as CSV (UTF-8 with BOM) or XLSX
     * @description Permission: `supportAgents.read` (admin).
     */
    get: operations['exportSupportAgents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/support-agents/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One support agent
     * @description Permission: `supportAgents.read` (admin).
     */
    get: operations['getSupportAgent'];
    put?: never;
    post?: never;
    /**
     * Deletes a support agent and ends his or her sessions and streams (404 for any other user)
     * @description Permission: `supportAgents.write` (admin).
     */
    delete: operations['deleteSupportAgent'];
    options?: never;
    head?: never;
    /**
     * Changes a support agent; `active: false` disables the agent and ends his or her sessions and streams
     * @description Permission: `supportAgents.write` (admin).
     */
    patch: operations['updateSupportAgent'];
    trace?: never;
  };
  '/api/v1/systems': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The educational systems, a page at a time; `class_id` keeps one class’s
     * @description Permission: `systems.read` (admin, teacher, support-agent; an API key given it).
     */
    get: operations['listSystems'];
    put?: never;
    /**
     * Adds a educational system to a class (400 on `class_id` when the class does not exist)
     * @description Permission: `systems.write` (admin).
     */
    post: operations['createSystem'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/systems/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The educational systems matching the filters, as CSV (UTF-8 with BOM) or XLSX
     * @description Permission: `systems.read` (admin, teacher, support-agent; an API key given it).
     */
    get: operations['exportSystems'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/systems/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One educational system
     * @description Permission: `systems.read` (admin, teacher, support-agent; an API key given it).
     */
    get: operations['getSystem'];
    put?: never;
    post?: never;
    /**
     * Deletes an educational system no student is enrolled in (409 `system.in_use` otherwise)
     * @description Permission: `systems.write` (admin).
     */
    delete: operations['deleteSystem'];
    options?: never;
    head?: never;
    /**
     * Changes a educational system
     * @description Permission: `systems.write` (admin).
     */
    patch: operations['updateSystem'];
    trace?: never;
  };
  '/api/v1/teachers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Teachers, a page at a time
     * @description Permission: `teachers.read` (admin).
     */
    get: operations['listTeachers'];
    put?: never;
    /**
     * Adds a teacher (a user with the teacher role); 409 `user.taken` on a used phone or email
     * @description Permission: `teachers.write` (admin).
     */
    post: operations['createTeacher'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/teachers/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The teachers matching the filters, as CSV (UTF-8 with BOM) or XLSX
     * @description Permission: `teachers.read` (admin).
     */
    get: operations['exportTeachers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/teachers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One teacher
     * @description Permission: `teachers.read` (admin).
     */
    get: operations['getTeacher'];
    put?: never;
    post?: never;
    /**
     * Deletes a teacher with his or her subjects, classes and ratings (404 for a user of another role; 409 `teacher.in_use` while the teacher has curricula or courses)
     * @description Permission: `teachers.write` (admin).
     */
    delete: operations['deleteTeacher'];
    options?: never;
    head?: never;
    /**
     * Changes a teacher; a new password or `active: false` ends the teacher's sessions
     * @description Permission: `teachers.write` (admin).
     */
    patch: operations['updateTeacher'];
    trace?: never;
  };
  '/api/v1/teachers/{id}/ratings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A teacher's ratings: average, distribution and a page of them (a teacher: own id only, 403 otherwise)
     * @description Permission: `ratings.read` (admin, teacher).
     */
    get: operations['listTeacherRatings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/teachers/{id}/ratings/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A teacher's ratings matching the filter, as CSV (UTF-8 with BOM) or XLSX (a teacher: own id only)
     * @description Permission: `ratings.read` (admin, teacher).
     */
    get: operations['exportTeacherRatings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/units': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Units, a page at a time; `curriculum_id` keeps one curriculum’s, in its order
     * @description Permission: `units.read` (admin, teacher).
     */
    get: operations['listUnits'];
    put?: never;
    /**
     * Adds a unit at the end of its curriculum
     * @description Permission: `units.write` (admin, teacher).
     */
    post: operations['createUnit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/units/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The units matching the filters, as CSV (UTF-8 with BOM) or XLSX
     * @description Permission: `units.read` (admin, teacher).
     */
    get: operations['exportUnits'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/units/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One unit
     * @description Permission: `units.read` (admin, teacher).
     */
    get: operations['getUnit'];
    put?: never;
    post?: never;
    /**
     * Deletes a unit with its lessons
     * @description Permission: `units.write` (admin, teacher).
     */
    delete: operations['deleteUnit'];
    options?: never;
    head?: never;
    /**
     * Changes a unit
     * @description Permission: `units.write` (admin, teacher).
     */
    patch: operations['updateUnit'];
    trace?: never;
  };
  '/api/v1/units/{id}/lessons/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Puts a unit’s lessons in a new order (every lesson’s id, once)
     * @description Permission: `units.write` (admin, teacher).
     */
    put: operations['orderUnitLessons'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/uploads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Uploads a file (multipart field `file`): an image, audio, a PDF or a video, its kind read from its bytes
     * @description The kind is read from the first bytes, never from the name or the declared type: PNG, JPEG or WebP images (5 MB at most), MP3, AAC, M4A, OGG, WAV or WebM audio (20 MB), PDF (50 MB), MP4, WebM or MOV video (1 GB unless the server is configured otherwise, `UPLOAD_VIDEO_MAX_BYTES`). The file is streamed to storage as it arrives. It belongs to no record until a write by its uploader names it (a `photo` takes an image; another’s upload is `upload.missing` to a write); until then only its uploader and admins may read it, and a file no record takes is deleted after a day.
     *
     *     Permission: `uploads.create` (admin, teacher, support-agent).
     */
    post: operations['uploadFile'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/uploads/{name}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An uploaded file, whole or one range of it; the session cookie is accepted here so `<img>`, `<audio>` and `<video>` can load it
     * @description Served to its uploader, admins, and those allowed to see the record it belongs to (any signed-in staff member for a user’s photo); anyone else gets 403 `auth.not_owner`. The answer is the media type read from the file when it was uploaded, with `Accept-Ranges: bytes`; a `Range` of one range answers 206 with those bytes, one past the end 416.
     *
     *     Permission: `uploads.read` (admin, teacher, support-agent).
     */
    get: operations['getUpload'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * @description An API key as it is listed: never the key itself.
     * @example {
     *       "id": 1,
     *       "name": "Student app (Android)",
     *       "prefix": "dsk_live_a1B2c3",
     *       "permissions": [
     *         "stages.read",
     *         "subjects.read"
     *       ],
     *       "created_at": "2026-11-23T09:00:00.000Z",
     *       "last_used_at": null
     *     }
     */
    ApiKey: {
      id: number;
      name: string;
      prefix: string;
      permissions: (
        | 'stages.read'
        | 'classes.read'
        | 'systems.read'
        | 'specializations.read'
        | 'subjects.read'
        | 'exams.submit'
        | 'codes.redeem'
      )[];
      /** Format: date-time */
      created_at: string;
      last_used_at: string | null;
    };
    /** @description The client the key is for, and what it may do. */
    ApiKeyCreate: {
      name: string;
      permissions: string[];
    };
    /** @description A new API key with the key itself, shown this once. */
    ApiKeyCreated: {
      id: number;
      name: string;
      prefix: string;
      permissions: (
        | 'stages.read'
        | 'classes.read'
        | 'systems.read'
        | 'specializations.read'
        | 'subjects.read'
        | 'exams.submit'
        | 'codes.redeem'
      )[];
      /** Format: date-time */
      created_at: string;
      last_used_at: string | null;
      key: string;
    };
    /** @description A page of api keys. */
    ApiKeyList: {
      items: components['schemas']['ApiKey'][];
      /** @description Rows matching the filters, over all pages; at most 10,000 (see `totalCapped`). */
      total: number;
      /** @description More than 10,000 rows match: `total` is then 10,000, shown as “10,000+”. */
      totalCapped: boolean;
      /** @description `after=` this for the next page (keyset); null on the last page. */
      nextCursor: string | null;
      /** @description `before=` this for the previous page (keyset); null on the first page. */
      prevCursor: string | null;
      /** @description The `page` the request sent, 1 when absent: the page these rows are when read by offset. A page read by cursor (`after`/`before`) does not know its place among the pages, so the `page` sent beside the cursor is echoed as it came. */
      page: number;
      /** @description Rows a page. */
      pageSize: number;
    };
    /**
     * @description The entities the audit trail records, as the routes that write them declare.
     * @example {
     *       "items": [
     *         "api-keys",
     *         "classes",
     *         "sessions",
     *         "stages",
     *         "teachers"
     *       ]
     *     }
     */
    AuditEntityList: {
      items: string[];
    };
    /**
     * @description One row of the audit trail: who did what to which record, when, and what changed.
     * @example {
     *       "id": 1201,
     *       "created_at": "2026-11-23T09:15:00.000Z",
     *       "user_id": 1,
     *       "api_key_id": null,
     *       "actor_name": "Ahmed Samir",
     *       "role": "admin",
     *       "ip": "203.0.113.7",
     *       "action": "update",
     *       "entity": "stages",
     *       "entity_id": "3",
     *       "before": {
     *         "name_en": "Secondary"
     *       },
     *       "after": {
     *         "name_en": "Secondary school"
     *       },
     *       "details": null
     *     }
     */
    AuditEntry: {
      id: number;
      /** Format: date-time */
      created_at: string;
      user_id: number | null;
      api_key_id: number | null;
      actor_name: string | null;
      role: string | null;
      ip: string;
      /** @enum {string} */
      action: 'create' | 'update' | 'delete' | 'export' | 'sign_in' | 'sign_in_failed' | 'sign_out';
      entity: string;
      entity_id: string | null;
      before: {
        [key: string]: unknown;
      } | null;
      after: {
        [key: string]: unknown;
      } | null;
      details: {
        [key: string]: unknown;
      } | null;
    };
    /** @description A page of the audit trail, newest first. */
    AuditPage: {
      items: components['schemas']['AuditEntry'][];
      nextCursor: string | null;
    };
    /**
     * @description A staff member the trail can be filtered by.
     * @example {
     *       "id": 1,
     *       "name": "Ahmed Samir",
     *       "role": "admin"
     *     }
     */
    AuditUser: {
      id: number;
      name: string;
      role: string;
    };
    /** @description A page of staff members. */
    AuditUserList: {
      items: components['schemas']['AuditUser'][];
      /** @description Rows matching the filters, over all pages; at most 10,000 (see `totalCapped`). */
      total: number;
      /** @description More than 10,000 rows match: `total` is then 10,000, shown as “10,000+”. */
      totalCapped: boolean;
      /** @description `after=` this for the next page (keyset); null on the last page. */
      nextCursor: string | null;
      /** @description `before=` this for the previous page (keyset); null on the first page. */
      prevCursor: string | null;
      /** @description The `page` the request sent, 1 when absent: the page these rows are when read by offset. A page read by cursor (`after`/`before`) does not know its place among the pages, so the `page` sent beside the cursor is echoed as it came. */
      page: number;
      /** @description Rows a page. */
      pageSize: number;
    };
    /**
     * @description A class (صف دراسي), an academic year of a stage.
     * @example {
     *       "id": 10,
     *       "name_ar": "الصف الأول الثانوي",
     *       "name_en": "Secondary 1",
     *       "sort_order": 1,
     *       "stage_id": 3,
     *       "stage_name_ar": "المرحلة الثانوية",
     *       "stage_name_en": "Secondary",
     *       "system_count": 2,
     *       "specialization_count": 0,
     *       "created_at": "2026-01-15T08:30:00.000Z"
     *     }
     */
    Class: {
      id: number;
      name_ar: string;
      name_en: string;
      sort_order: number;
      stage_id: number;
      stage_name_ar: string;
      stage_name_en: string;
      system_count: number;
      specialization_count: number;
      /** Format: date-time */
      created_at: string;
    };
    /**
     * @example {
     *       "name_ar": "الصف الأول الثانوي",
     *       "name_en": "Secondary 1",
     *       "stage_id": 3,
     *       "sort_order": 1
     *     }
     */
    ClassCreate: {
      name_ar: string;
      name_en: string;
      /** @default 0 */
      sort_order: number;
      stage_id: number;
    };
    /** @description A page of classes. */
    ClassList: {
      items: components['schemas']['Class'][];
      /** @description Rows matching the filters, over all pages; at most 10,000 (see `totalCapped`). */
      total: number;
      /** @description More than 10,000 rows match: `total` is then 10,000, shown as “10,000+”. */
      totalCapped: boolean;
      /** @description `after=` this for the next page (keyset); null on the last page. */
      nextCursor: string | null;
      /** @description `before=` this for the previous page (keyset); null on the first page. */
      prevCursor: string | null;
      /** @description The `page` the request sent, 1 when absent: the page these rows are when read by offset. A page read by cursor (`after`/`before`) does not know its place among the pages, so the `page` sent beside the cursor is echoed as it came. */
      page: number;
      /** @description Rows a page. */
      pageSize: number;
    };
    ClassUpdate: {
      name_ar?: string;
      name_en?: string;
      sort_order?: number;
      stage_id?: number;
    };
    /**
     * @description A secret code (كود سري): redeemed once, crediting a wallet or opening a group’s subscriptions.
     * @example {
     *       "id": 501,
     *       "code": "7KQMX4PA9HRT",
     *       "kind": "wallet",
     *       "price": 10000,
     *       "group": null,
     *       "batch_id": 12,
     *       "used": true,
     *       "used_at": "2026-11-20T10:00:00.000Z",
     *       "student": {
     *         "id": 7,
     *         "name": "مريم أحمد السيد"
     *       },
     *       "created_at": "2026-11-01T08:00:00.000Z"
     *     }
     */
    Code: {
      id: number;
      code: string;
      /** @enum {string} */
      kind: 'wallet' | 'subscription';
      /** @description Whole piastres (1 EGP = 100). */
      price: number;
      group: {
        id: number;
        title: string;
      } | null;
      batch_id: number;
      used: boolean;
      used_at: string | null;
      student: {
        id: number;
        name: string;
      } | null;
      /** Format: date-time */
      created_at: string;
    };
    /**
     * @description A batch of codes made by one request.
     * @example {
     *       "id": 12,
     *       "kind": "wallet",
     *       "count": 500,
     *       "price": 10000,
     *       "group_id": null,
     *       "created_at": "2026-11-01T08:00:00.000Z"
     *     }
     */
    CodeBatch: {
      id: number;
      /** @enum {string} */
      kind: 'wallet' | 'subscription';
      count: number;
      /** @description Whole piastres (1 EGP = 100). */
      price: number;
      group_id: number | null;
      /** Format: date-time */
      created_at: string;
    };
    /**
     * @example {
     *       "count": 500,
     *       "price": 10000
     *     }
     */
    CodeBatchCreate: {
      count: number;
      price: number;
    };
    /**
     * @description A group of subscription codes: each opens the same curriculum or courses for a student.
     * @example {
     *       "id": 3,
     *       "title": "كروت الفيزياء - نوفمبر",
     *       "teacher": {
     *         "id": 5,
     *         "name": "أ. محمود سامي"
     *       },
     *       "class": {
     *         "id": 10,
     *         "name_ar": "الصف الأول الثانوي",
     *         "name_en": "First Secondary"
     *       },
     *       "content_type": "curriculum",
     *       "contents": [
     *         {
     *           "id": 3,
     *           "name_ar": "الفيزياء - الصف الأول الثانوي",
     *           "name_en": "Physics - First Secondary"
     *         }
     *       ],
     *       "price": 20000,
     *       "period_days": 30,
     *       "code_count": 200,
     *       "used_count": 57,
     *       "available_count": 143,
     *       "created_at": "2026-11-01T08:00:00.000Z",
     *       "updated_at": "2026-11-20T10:00:00.000Z"
     *     }
     */
    CodeGroup: {
      id: number;
      title: string;
      teacher: {
        id: number;
        name: string;
      };
      class: {
        id: number;
        name_ar: string;
        name_en: string;
      };
      /** @enum {string} */
      content_type: 'curriculum' | 'course';
      contents: {
        id: number;
        name_ar: string;
        name_en: string;
      }[];
      /** @description Whole piastres (1 EGP = 100). */
      price: number;
      period_days: number | null;
      code_count: number;
      used_count: number;
      available_count: number;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    /**
     * @example {
     *       "count": 100
     *     }
     */
    CodeGroupAddCodes: {
      count: number;
    };
    /**
     * @example {
     *       "title": "كروت الفيزياء - نوفمبر",
     *       "count": 200,
     *       "teacher_id": 5,
     *       "class_id": 10,
     *       "content_type": "curriculum",
     *       "curriculum_id": 3,
     *       "price": 20000,
     *       "period_days": 30
     *     }
     */
    CodeGroupCreate: {
      title: string;
      count: number;
      teacher_id: number;
      class_id: number;
      /** @enum {string} */
      content_type: 'curriculum' | 'course';
      curriculum_id?: number | null;
      course_ids?: number[] | null;
      price: number;
      period_days?: number | null;
    };
    /** @description A page of code groups. */
    CodeGroupList: {
      items: components['schemas']['CodeGroup'][];
      /** @description Rows matching the filters, over all pages; at most 10,000 (see `totalCapped`). */
      total: number;
      /** @description More than 10,000 rows match: `total` is then 10,000, shown as “10,000+”. */
      totalCapped: boolean;
      /** @description `after=` this for the next page (keyset); null on the last page. */
      nextCursor: string | null;
      /** @description `before=` this for the previous page (keyset); null on the first page. */
      prevCursor: string | null;
      /** @description The `page` the request sent, 1 when absent: the page these rows are when read by offset. A page read by cursor (`after`/`before`) does not know its place among the pages, so the `page` sent beside the cursor is echoed as it came. */
      page: number;
      /** @description Rows a page. */
      pageSize: number;
    };
    /** @description A page of codes. */
    CodeList: {
      items: components['schemas']['Code'][];
      /** @description Rows matching the filters, over all pages; at most 10,000 (see `totalCapped`). */
      total: number;
      /** @description More than 10,000 rows match: `total` is then 10,000, shown as “10,000+”. */
      totalCapped: boolean;
      /** @description `after=` this for the next page (keyset); null on the last page. */
      nextCursor: string | null;
      /** @description `before=` this for the previous page (keyset); null on the first page. */
      prevCursor: string | null;
      /** @description The `page` the request sent, 1 when absent: the page these rows are when read by offset. A page read by cursor (`after`/`before`) does not know its place among the pages, so the `page` sent beside the cursor is echoed as it came. */
      page: number;
      /** @description Rows a page. */
      pageSize: number;
    };
    /**
     * @example {
     *       "done": 40000,
     *       "total": 100000
     *     }
     */
    CodeProgress: {
      done: number;
      total: number;
    };
    /**
     * @example {
     *       "code": "7KQM-X4PA-9HRT",
     *       "student_id": 7
     *     }
     */
    CodeRedeem: {
      code: string;
      student_id: number;
    };
    /** @description What redeeming a code did. */
    CodeRedemption: {
      code: components['schemas']['Code'];
      wallet_balance: number | null;
      subscriptions: components['schemas']['Subscription'][];
    };
    /** @description A course (كورس) of a teacher, for a class and subject: paid or free, with an image and a promo video. */
    Course: {
      id: number;
      name_ar: string;
      name_en: string;
      description: string;
      promo_video_url: string | null;
      image: string;
      image_url: string;
      is_paid: boolean;
      price: number;
      teacher_id: number;
      teacher: {
        id: number;
        name: string;
      };
      class_id: number;
      class: {
        id: number;
        name_ar: string;
        name_en: string;
      };
      subject_id: number;
      subject: {
        id: number;
        name_ar: string;
        name_en: string;
      };
      specialization_ids: number[];
      specializations: {
        id: number;
        name_ar: string;
        name_en: string;
      }[];
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    /**
     * @example {
     *       "name_ar": "مراجعة ليلة الامتحان في الكيمياء",
     *       "name_en": "Chemistry: the night before the exam",
     *       "description": "Every chapter in two hours, with the questions that come every year.",
     *       "promo_video_url": "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
     *       "image": "3f2a9c1b7d4e4f60a8b2c5d6e7f80912.png",
     *       "is_paid": true,
     *       "price": 15000,
     *       "class_id": 12,
     *       "subject_id": 4,
     *       "teacher_id": 2,
     *       "specialization_ids": []
     *     }
     */
    CourseCreate: {
      name_ar: string;
      name_en: string;
      /** @default  */
      description: string;
      /** @default null */
      promo_video_url: string | null;
      image: string;
      /** @default false */
      is_paid: boolean;
      /** @default 0 */
      price: number;
      teacher_id?: number;
      class_id: number;
      subject_id: number;
      /** @default [] */
      specialization_ids: number[];
    };
    /** @description A page of courses. */
    CourseList: {
      items: components['schemas']['Course'][];
      /** @description Rows matching the filters, over all pages; at most 10,000 (see `totalCapped`). */
      total: number;
      /** @description More than 10,000 rows match: `total` is then 10,000, shown as “10,000+”. */
      totalCapped: boolean;
      /** @description `after=` this for the next page (keyset); null on the last page. */
      nextCursor: string | null;
      /** @description `before=` this for the previous page (keyset); null on the first page. */
      prevCursor: string | null;
      /** @description The `page` the request sent, 1 when absent: the page these rows are when read by offset. A page read by cursor (`after`/`before`) does not know its place among the pages, so the `page` sent beside the cursor is echoed as it came. */
      page: number;
      /** @description Rows a page. */
      pageSize: number;
    };
    CourseUpdate: {
      name_ar?: string;
      name_en?: string;
      description?: string;
      promo_video_url?: string | null;
      image?: string;
      is_paid?: boolean;
      price?: number;
      teacher_id?: number;
      class_id?: number;
      subject_id?: number;
      specialization_ids?: number[];
    };
    /** @description A curriculum (منهج) of a teacher: units of lessons, for a class and subject. */
    Curriculum: {
      id: number;
      title_ar: string;
      title_en: string;
      teacher_id: number;
      teacher: {
        id: number;
        name: string;
      };
      class_id: number;
      class: {
        id: number;
        name_ar: string;
        name_en: string;
      };
      subject_id: number;
      subject: {
        id: number;
        name_ar: string;
        name_en: string;
      };
      specialization_ids: number[];
      specializations: {
        id: number;
        name_ar: string;
        name_en: string;
      }[];
      price: number;
      /** @enum {string} */
      status: 'open' | 'closed';
      unit_count: number;
      lesson_count: number;
      video_count: number;
      document_count: number;
      quiz_count: number;
      assignment_count: number;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    /**
     * @example {
     *       "title_ar": "الكيمياء للصف الثالث الثانوي",
     *       "title_en": "Chemistry for Secondary 3",
     *       "class_id": 12,
     *       "subject_id": 4,
     *       "teacher_id": 2,
     *       "specialization_ids": [],
     *       "price": 25000,
     *       "status": "open"
     *     }
     */
    CurriculumCreate: {
      title_ar: string;
      title_en: string;
      teacher_id?: number;
      class_id: number;
      subject_id: number;
      /** @default [] */
      specialization_ids: number[];
      price: number;
      /**
       * @default open
       * @enum {string}
       */
      status: 'open' | 'closed';
    };
    /** @description A page of curricula. */
    CurriculumList: {
      items: components['schemas']['Curriculum'][];
      /** @description Rows matching the filters, over all pages; at most 10,000 (see `totalCapped`). */
      total: number;
      /** @description More than 10,000 rows match: `total` is then 10,000, shown as “10,000+”. */
      totalCapped: boolean;
      /** @description `after=` this for the next page (keyset); null on the last page. */
      nextCursor: string | null;
      /** @description `before=` this for the previous page (keyset); null on the first page. */
      prevCursor: string | null;
      /** @description The `page` the request sent, 1 when absent: the page these rows are when read by offset. A page read by cursor (`after`/`before`) does not know its place among the pages, so the `page` sent beside the cursor is echoed as it came. */
      page: number;
      /** @description Rows a page. */
      pageSize: number;
    };
    /** @description A curriculum’s units in order, each with its lessons in order. */
    CurriculumOutline: {
      curriculum_id: number;
      units: {
        id: number;
        curriculum_id: number;
        title_ar: string;
        title_en: string;
        description: string;
        sort_order: number;
        lesson_count: number;
        video_count: number;
        document_count: number;
        quiz_count: number;
        assignment_count: number;
        /** Format: date-time */
        created_at: string;
        /** Format: date-time */
        updated_at: string;
        lessons: {
          id: number;
          title_ar: string;
          title_en: string;
          sort_order: number;
          video_count: number;
          document_count: number;
          quiz_count: number;
          assignment_count: number;
        }[];
      }[];
    };
    CurriculumUpdate: {
      title_ar?: string;
      title_en?: string;
      teacher_id?: number;
      class_id?: number;
      subject_id?: number;
      specialization_ids?: number[];
      price?: number;
      /** @enum {string} */
      status?: 'open' | 'closed';
    };
    /**
     * @description The counts of an admin's home page.
     * @example {
     *       "stages": 3,
     *       "classes": 12,
     *       "subjects": 40,
     *       "teachers": 25,
     *       "support_agents": 4,
     *       "active_subscriptions": 1250,
     *       "revenue_this_month": 18450000,
     *       "revenue_last_month": 21300000,
     *       "new_students_this_week": 86,
     *       "revenue_by_day": [
     *         {
     *           "day": "2026-11-25",
     *           "paid": 640000
     *         },
     *         {
     *           "day": "2026-11-26",
     *           "paid": 415000
     *         }
     *       ]
     *     }
     */
    DashboardStats: {
      stages: number;
      classes: number;
      subjects: number;
      teachers: number;
      support_agents: number;
      active_subscriptions: number;
      revenue_this_month: number;
      revenue_last_month: number;
      new_students_this_week: number;
      revenue_by_day: {
        /** Format: date */
        day: string;
        paid: number;
      }[];
    };
    /**
     * @description A stable error code; the catalogues turn it into Arabic or English text.
     * @enum {string}
     */
    ErrorCode:
      | 'validation.required'
      | 'validation.number'
      | 'validation.integer'
      | 'validation.email'
      | 'validation.min'
      | 'validation.max'
      | 'validation.min_value'
      | 'validation.max_value'
      | 'validation.invalid'
      | 'validation.day_range'
      | 'validation.range_reversed'
      | 'validation.range_too_long'
      | 'validation.sort'
      | 'validation.phone'
      | 'validation.unknown_field'
      | 'validation.malformed_body'
      | 'validation.unsupported_media_type'
      | 'validation.body_too_large'
      | 'auth.phone_required'
      | 'auth.password_required'
      | 'auth.invalid_credentials'
      | 'auth.account_disabled'
      | 'auth.unauthenticated'
      | 'auth.forbidden'
      | 'auth.not_owner'
      | 'auth.too_many_attempts'
      | 'auth.invalid_key'
      | 'validation.duplicate'
      | 'resource.not_found'
      | 'resource.in_use'
      | 'stage.code_taken'
      | 'stage.in_use'
      | 'class.in_use'
      | 'teacher.in_use'
      | 'system.in_use'
      | 'specialization.in_use'
      | 'subject.code_taken'
      | 'subject.in_use'
      | 'subject.specialization_mismatch'
      | 'lesson.video_not_allowed'
      | 'lesson.video_one_source'
      | 'curriculum.subject_not_in_class'
      | 'curriculum.specialization_not_in_class'
      | 'curriculum.class_not_taught'
      | 'curriculum.subject_not_taught'
      | 'course.subject_not_in_class'
      | 'course.specialization_not_in_class'
      | 'course.class_not_taught'
      | 'course.subject_not_taught'
      | 'course.video_not_allowed'
      | 'course.image_required'
      | 'course.price_required'
      | 'course.free_has_price'
      | 'question.bank_required'
      | 'question.one_bank'
      | 'question.unit_not_in_bank'
      | 'question.lesson_not_in_bank'
      | 'question.prompt_required'
      | 'question.option_empty'
      | 'question.options_count'
      | 'question.one_correct'
      | 'question.no_blanks'
      | 'question.blanks_mismatch'
      | 'question.voice_empty'
      | 'question.import_invalid'
      | 'question.import_empty'
      | 'question.import_too_many'
      | 'question.import_unreadable'
      | 'question.import_missing_column'
      | 'question.import_unknown_column'
      | 'question.import_type'
      | 'question.import_correct_option'
      | 'question.import_true_false'
      | 'user.taken'
      | 'user.wrong_password'
      | 'user.name_required'
      | 'user.email_required'
      | 'user.joined_in_future'
      | 'apiKey.permission_not_allowed'
      | 'exam.bank_required'
      | 'exam.one_bank'
      | 'exam.too_many_questions'
      | 'exam.duplicate_question'
      | 'exam.question_not_in_bank'
      | 'exam.has_results'
      | 'exam.no_questions'
      | 'exam.student_not_found'
      | 'exam.question_not_in_exam'
      | 'exam.duplicate_answer'
      | 'exam.already_submitted'
      | 'exam.submitted_before_start'
      | 'exam.auto_marked'
      | 'student.phone_taken'
      | 'student.system_not_in_class'
      | 'wallet.insufficient_funds'
      | 'idempotency.key_reused'
      | 'question.in_use'
      | 'promo_code.code_required'
      | 'promo_code.duration_required'
      | 'promo_code.uses_required'
      | 'promo_code.discount_required'
      | 'promo_code.code_taken'
      | 'promo_code.ends_before_start'
      | 'promo_code.limit_below_used'
      | 'promo_code.in_use'
      | 'promo_code.rename_used'
      | 'promo_code.not_usable'
      | 'promo_code.unknown'
      | 'subscription.no_class_or_system'
      | 'subscription.other_class'
      | 'subscription.curriculum_required'
      | 'subscription.course_required'
      | 'subscription.period_required'
      | 'subscription.exists'
      | 'subscription.not_renewable'
      | 'subscription.ends_too_far'
      | 'subscription.deleted'
      | 'subscription.not_deleted'
      | 'code.unknown'
      | 'code.used'
      | 'code_group.count_required'
      | 'code_group.title_required'
      | 'code_group.teacher_required'
      | 'code_group.class_required'
      | 'code_group.content_type_required'
      | 'code_group.content_required'
      | 'code_group.in_use'
      | 'upload.type'
      | 'upload.size'
      | 'upload.missing'
      | 'upload.not_image'
      | 'upload.not_audio'
      | 'upload.not_pdf'
      | 'upload.not_video'
      | 'upload.wrong_kind'
      | 'upload.in_use'
      | 'upload.range'
      | 'http.not_found'
      | 'http.method_not_allowed'
      | 'http.too_many_requests'
      | 'http.bad_request'
      | 'http.headers_too_large'
      | 'http.request_timeout'
      | 'server.error'
      | 'server.unavailable'
      | 'server.busy';
    /** @description An exam (امتحان), a lesson’s quiz or a lesson’s assignment: questions from a bank, a time limit and a pass mark, with its results’ figures. */
    Exam: {
      id: number;
      /** @enum {string} */
      kind: 'exam' | 'quiz' | 'assignment';
      teacher_id: number;
      teacher: {
        id: number;
        name: string;
      };
      course_id: number | null;
      course: {
        id: number;
        name_ar: string;
        name_en: string;
      } | null;
      curriculum_id: number | null;
      curriculum: {
        id: number;
        title_ar: string;
        title_en: string;
      } | null;
      lesson_id: number | null;
      lesson_element_id: number | null;
      title_ar: string;
      title_en: string;
      time_limit_minutes: number;
      pass_mark: number;
      question_count: number;
      total_points: number;
      result_count: number;
      average: number | null;
      pass_count: number;
      awaiting_count: number;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    /**
     * @example {
     *       "curriculum_id": 1,
     *       "title_ar": "امتحان الشهر الأول",
     *       "title_en": "First month exam",
     *       "time_limit_minutes": 45,
     *       "pass_mark": 50
     *     }
     */
    ExamCreate: {
      course_id?: number;
      curriculum_id?: number;
      title_ar: string;
      title_en: string;
      /** @default 30 */
      time_limit_minutes: number;
      /** @default 50 */
      pass_mark: number;
    };
    /**
     * @example {
     *       "points": 3
     *     }
     */
    ExamHandMark: {
      points: number;
    };
    /** @description A page of exams. */
    ExamList: {
      items: components['schemas']['Exam'][];
      /** @description Rows matching the filters, over all pages; at most 10,000 (see `totalCapped`). */
      total: number;
      /** @description More than 10,000 rows match: `total` is then 10,000, shown as “10,000+”. */
      totalCapped: boolean;
      /** @description `after=` this for the next page (keyset); null on the last page. */
      nextCursor: string | null;
      /** @description `before=` this for the previous page (keyset); null on the first page. */
      prevCursor: string | null;
      /** @description The `page` the request sent, 1 when absent: the page these rows are when read by offset. A page read by cursor (`after`/`before`) does not know its place among the pages, so the `page` sent beside the cursor is echoed as it came. */
      page: number;
      /** @description Rows a page. */
      pageSize: number;
    };
    /** @description A question of an exam, at its place (from 1). */
    ExamQuestion: {
      position: number;
      question: components['schemas']['Question'];
    };
    /** @description An exam’s questions in order. */
    ExamQuestions: {
      items: components['schemas']['ExamQuestion'][];
    };
    /**
     * @example {
     *       "question_ids": [
     *         12,
     *         15,
     *         9
     *       ]
     *     }
     */
    ExamQuestionsUpdate: {
      question_ids: number[];
    };
    /** @description A student’s result in an exam: score, percentage, time, pass or fail. */
    ExamResult: {
      id: number;
      exam_id: number;
      student_id: number;
      student: {
        id: number;
        name: string;
        phone: string;
      };
      score: number;
      max_score: number;
      percent: number;
      passed: boolean;
      duration_seconds: number;
      /** Format: date-time */
      started_at: string;
      /** Format: date-time */
      submitted_at: string;
      awaiting_count: number;
      /** @enum {string} */
      status: 'marked' | 'awaiting';
    };
    /** @description A page of an exam’s results. */
    ExamResultList: {
      items: components['schemas']['ExamResult'][];
      /** @description Rows matching the filters, over all pages; at most 10,000 (see `totalCapped`). */
      total: number;
      /** @description More than 10,000 rows match: `total` is then 10,000, shown as “10,000+”. */
      totalCapped: boolean;
      /** @description `after=` this for the next page (keyset); null on the last page. */
      nextCursor: string | null;
      /** @description `before=` this for the previous page (keyset); null on the first page. */
      prevCursor: string | null;
      /** @description The `page` the request sent, 1 when absent: the page these rows are when read by offset. A page read by cursor (`after`/`before`) does not know its place among the pages, so the `page` sent beside the cursor is echoed as it came. */
      page: number;
      /** @description Rows a page. */
      pageSize: number;
    };
    /** @description A student’s answers to an exam, each with its question and mark. */
    ExamSolution: {
      result: components['schemas']['ExamResult'];
      answers: {
        position: number;
        question: components['schemas']['Question'];
        answer: components['schemas']['QuestionAnswer'] | null;
        points: number | null;
        max_points: number;
        correct: boolean | null;
        /** @enum {string} */
        marking: 'auto' | 'hand' | 'awaiting';
        marked_by: {
          id: number;
          name: string;
        } | null;
        marked_at: string | null;
      }[];
    };
    /** @description An exam’s average, median, distribution and each question’s share of right answers. */
    ExamStats: {
      result_count: number;
      average: number | null;
      median: number | null;
      pass_count: number;
      awaiting_count: number;
      distribution: {
        from: number;
        to: number;
        count: number;
      }[];
      questions: {
        position: number;
        question_id: number;
        type: string;
        prompt: string;
        answered: number;
        correct: number;
        share: number | null;
      }[];
    };
    /**
     * @example {
     *       "student_id": 1,
     *       "started_at": "2026-11-25T09:00:00.000Z",
     *       "submitted_at": "2026-11-25T09:20:00.000Z",
     *       "answers": [
     *         {
     *           "question_id": 12,
     *           "answer": {
     *             "type": "true_false",
     *             "value": true
     *           }
     *         }
     *       ]
     *     }
     */
    ExamSubmission: {
      student_id: number;
      /** Format: date-time */
      started_at: string;
      /** Format: date-time */
      submitted_at?: string;
      answers: {
        question_id: number;
        answer: components['schemas']['QuestionAnswer'];
      }[];
    };
    ExamUpdate: {
      title_ar?: string;
      title_en?: string;
      time_limit_minutes?: number;
      pass_mark?: number;
    };
    /**
     * @description The server and its database answer.
     * @example {
     *       "status": "ok"
     *     }
     */
    Health: {
      /** @constant */
      status: 'ok';
    };
    /** @description A lesson (درس) of a unit: videos, documents, quizzes and assignments. */
    Lesson: {
      id: number;
      unit_id: number;
      curriculum_id: number;
      teacher_id: number;
      title_ar: string;
      title_en: string;
      description: string;
      sort_order: number;
      video_count: number;
      document_count: number;
      quiz_count: number;
      assignment_count: number;
      unit: {
        id: number;
        title_ar: string;
        title_en: string;
      };
      curriculum: {
        id: number;
        title_ar: string;
        title_en: string;
      };
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    /**
     * @example {
     *       "unit_id": 1,
     *       "title_ar": "الدرس الأول: الألكانات",
     *       "title_en": "Lesson 1: Alkanes",
     *       "description": ""
     *     }
     */
    LessonCreate: {
      title_ar: string;
      title_en: string;
      /** @default  */
      description: string;
      unit_id: number;
    };
    /** @description A video, document, quiz or assignment of a lesson. */
    LessonElement: {
      id: number;
      lesson_id: number;
      /** @enum {string} */
      type: 'video' | 'document' | 'quiz' | 'assignment';
      title_ar: string;
      title_en: string;
      sort_order: number;
      url: string | null;
      file: string | null;
      file_url: string | null;
      body: string | null;
      time_limit_minutes: number | null;
      pass_mark: number | null;
      due_at: string | null;
      exam_id: number | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    /**
     * @example {
     *       "type": "quiz",
     *       "lesson_id": 1,
     *       "title_ar": "اختبار قصير على الدرس",
     *       "title_en": "Lesson quiz",
     *       "time_limit_minutes": 20,
     *       "pass_mark": 50
     *     }
     */
    LessonElementCreate:
      | {
          lesson_id: number;
          title_ar: string;
          title_en: string;
          /** @constant */
          type: 'video';
          url?: string;
          file?: string;
        }
      | {
          lesson_id: number;
          title_ar: string;
          title_en: string;
          /** @constant */
          type: 'document';
          file: string;
        }
      | {
          lesson_id: number;
          title_ar: string;
          title_en: string;
          /** @constant */
          type: 'quiz';
          time_limit_minutes: number;
          pass_mark: number;
        }
      | {
          lesson_id: number;
          title_ar: string;
          title_en: string;
          /** @constant */
          type: 'assignment';
          body: string;
          file?: string;
          /** Format: date-time */
          due_at?: string;
        };
    /** @description A page of lesson elements. */
    LessonElementList: {
      items: components['schemas']['LessonElement'][];
      /** @description Rows matching the filters, over all pages; at most 10,000 (see `totalCapped`). */
      total: number;
      /** @description More than 10,000 rows match: `total` is then 10,000, shown as “10,000+”. */
      totalCapped: boolean;
      /** @description `after=` this for the next page (keyset); null on the last page. */
      nextCursor: string | null;
      /** @description `before=` this for the previous page (keyset); null on the first page. */
      prevCursor: string | null;
      /** @description The `page` the request sent, 1 when absent: the page these rows are when read by offset. A page read by cursor (`after`/`before`) does not know its place among the pages, so the `page` sent beside the cursor is echoed as it came. */
      page: number;
      /** @description Rows a page. */
      pageSize: number;
    };
    LessonElementUpdate: {
      title_ar?: string;
      title_en?: string;
      url?: string | null;
      file?: string | null;
      body?: string;
      time_limit_minutes?: number;
      pass_mark?: number;
      due_at?: string | null;
    };
    /** @description A page of lessons. */
    LessonList: {
      items: components['schemas']['Lesson'][];
      /** @description Rows matching the filters, over all pages; at most 10,000 (see `totalCapped`). */
      total: number;
      /** @description More than 10,000 rows match: `total` is then 10,000, shown as “10,000+”. */
      totalCapped: boolean;
      /** @description `after=` this for the next page (keyset); null on the last page. */
      nextCursor: string | null;
      /** @description `before=` this for the previous page (keyset); null on the first page. */
      prevCursor: string | null;
      /** @description The `page` the request sent, 1 when absent: the page these rows are when read by offset. A page read by cursor (`after`/`before`) does not know its place among the pages, so the `page` sent beside the cursor is echoed as it came. */
      page: number;
      /** @description Rows a page. */
      pageSize: number;
    };
    LessonUpdate: {
      title_ar?: string;
      title_en?: string;
      description?: string;
    };
    /** @description A phone number and a password. */
    LoginRequest: {
      phone: string;
      password: string;
    };
    /**
     * @description A session: send `token` as `Authorization: Bearer <token>`.
     * @example {
     *       "token": "q8Jc3kR0S2vT5wX7yZ9aB1dF4gH6jL8nP0rT2vX4zA6",
     *       "user": {
     *         "id": 1,
     *         "username": "Ahmed Samir",
     *         "role": "admin",
     *         "photo": null
     *       }
     *     }
     */
    LoginResponse: {
      token: string;
      user: components['schemas']['SessionUser'];
    };
    /**
     * @description Every child’s id, each once, in the new order.
     * @example {
     *       "ids": [
     *         3,
     *         1,
     *         2
     *       ]
     *     }
     */
    Order: {
      ids: number[];
    };
    /** @description The password now and the new one; other sessions end. */
    PasswordChange: {
      current_password: string;
      new_password: string;
    };
    /**
     * @description A payment (دفعة) for a subscription: its first period or a renewal.
     * @example {
     *       "id": 30,
     *       "student": {
     *         "id": 7,
     *         "name": "مريم أحمد السيد"
     *       },
     *       "subscription_id": 12,
     *       "kind": "renewal",
     *       "method": "wallet",
     *       "type": "monthly",
     *       "content": {
     *         "id": 3,
     *         "name_ar": "الفيزياء - الصف الأول الثانوي",
     *         "name_en": "Physics - First Secondary"
     *       },
     *       "subject": {
     *         "id": 2,
     *         "name_ar": "الفيزياء",
     *         "name_en": "Physics"
     *       },
     *       "class": {
     *         "id": 10,
     *         "name_ar": "الصف الأول الثانوي",
     *         "name_en": "First Secondary"
     *       },
     *       "teacher": {
     *         "id": 5,
     *         "name": "أ. محمود سامي"
     *       },
     *       "original_price": 20000,
     *       "discount": 5000,
     *       "paid": 15000,
     *       "promo_code": "RAMADAN26",
     *       "subscription_starts_on": "2026-10-01",
     *       "paid_on": "2026-10-29",
     *       "created_at": "2026-10-29T08:00:00.000Z"
     *     }
     */
    Payment: {
      id: number;
      student: {
        id: number;
        name: string;
      };
      subscription_id: number;
      /** @enum {string} */
      kind: 'subscription' | 'renewal';
      /** @enum {string} */
      method: 'wallet' | 'cash' | 'code';
      /** @enum {string} */
      type: 'monthly' | 'course';
      content: {
        id: number;
        name_ar: string;
        name_en: string;
      };
      subject: {
        id: number;
        name_ar: string;
        name_en: string;
      };
      class: {
        id: number;
        name_ar: string;
        name_en: string;
      };
      teacher: {
        id: number;
        name: string;
      };
      /** @description Whole piastres (1 EGP = 100). */
      original_price: number;
      /** @description Whole piastres (1 EGP = 100). */
      discount: number;
      /** @description Whole piastres (1 EGP = 100). */
      paid: number;
      promo_code: string | null;
      /** Format: date */
      subscription_starts_on: string;
      /** Format: date */
      paid_on: string;
      /** Format: date-time */
      created_at: string;
    };
    /** @description A page of payments. */
    PaymentList: {
      items: components['schemas']['Payment'][];
      /** @description Rows matching the filters, over all pages; at most 10,000 (see `totalCapped`). */
      total: number;
      /** @description More than 10,000 rows match: `total` is then 10,000, shown as “10,000+”. */
      totalCapped: boolean;
      /** @description `after=` this for the next page (keyset); null on the last page. */
      nextCursor: string | null;
      /** @description `before=` this for the previous page (keyset); null on the first page. */
      prevCursor: string | null;
      /** @description The `page` the request sent, 1 when absent: the page these rows are when read by offset. A page read by cursor (`after`/`before`) does not know its place among the pages, so the `page` sent beside the cursor is echoed as it came. */
      page: number;
      /** @description Rows a page. */
      pageSize: number;
    };
    /**
     * @description The totals of the payments a filter keeps, and their sums day by day.
     * @example {
     *       "from": "2026-11-01",
     *       "to": "2026-11-02",
     *       "totals": {
     *         "payments": 3,
     *         "original_price": 60000,
     *         "discount": 5000,
     *         "paid": 55000
     *       },
     *       "days": [
     *         {
     *           "day": "2026-11-01",
     *           "payments": 2,
     *           "original_price": 40000,
     *           "discount": 5000,
     *           "paid": 35000
     *         },
     *         {
     *           "day": "2026-11-02",
     *           "payments": 1,
     *           "original_price": 20000,
     *           "discount": 0,
     *           "paid": 20000
     *         }
     *       ]
     *     }
     */
    PaymentSummary: {
      /**
       * Format: date
       * @description A day, YYYY-MM-DD, in Cairo.
       */
      from: string;
      /**
       * Format: date
       * @description A day, YYYY-MM-DD, in Cairo.
       */
      to: string;
      totals: {
        payments: number;
        /** @description Whole piastres (1 EGP = 100). */
        original_price: number;
        /** @description Whole piastres (1 EGP = 100). */
        discount: number;
        /** @description Whole piastres (1 EGP = 100). */
        paid: number;
      };
      days: {
        /**
         * Format: date
         * @description A day, YYYY-MM-DD, in Cairo.
         */
        day: string;
        payments: number;
        /** @description Whole piastres (1 EGP = 100). */
        original_price: number;
        /** @description Whole piastres (1 EGP = 100). */
        discount: number;
        /** @description Whole piastres (1 EGP = 100). */
        paid: number;
      }[];
    };
    /**
     * @description Every error answer, sent as `application/problem+json`.
     * @example {
     *       "status": 400,
     *       "code": "validation.min",
     *       "message": "Must be at least 2 characters",
     *       "errors": [
     *         {
     *           "path": "name_en",
     *           "code": "validation.min",
     *           "params": {
     *             "min": 2
     *           }
     *         }
     *       ]
     *     }
     */
    Problem: {
      /** @description The HTTP status, repeated. */
      status: number;
      code: components['schemas']['ErrorCode'];
      /** @description The text of the code, in Arabic or English (`Accept-Language`). */
      message: string;
      /** @description The refused fields, for an answer about the input. */
      errors?: components['schemas']['ValidationIssue'][];
    };
    /**
     * @description The signed-in user, with the fields the profile form edits.
     * @example {
     *       "id": 1,
     *       "username": "Ahmed Samir",
     *       "role": "admin",
     *       "photo": null,
     *       "email": "admin@demo.eg",
     *       "phone": "01000000001"
     *     }
     */
    Profile: {
      id: number;
      username: string;
      /** @enum {string} */
      role: 'admin' | 'teacher' | 'support-agent';
      photo: string | null;
      email: string | null;
      /** @example 01012345678 */
      phone: string;
    };
    /** @description Any of the fields; a missing one stays as it is. */
    ProfileUpdate: {
      name?: string;
      email?: string | null;
      photo?: string | null;
    };
    /**
     * @description A promo code (كود الخصم): a discount in percent for subscriptions, within dates and a number of uses.
     * @example {
     *       "id": 4,
     *       "code": "RAMADAN26",
     *       "duration_days": 30,
     *       "uses_limit": 500,
     *       "used_count": 312,
     *       "uses_left": 188,
     *       "discount_percent": 25,
     *       "starts_on": "2026-02-18",
     *       "ends_on": "2026-03-19",
     *       "state": "expired",
     *       "created_at": "2026-02-01T08:30:00.000Z",
     *       "updated_at": "2026-02-01T08:30:00.000Z"
     *     }
     */
    PromoCode: {
      id: number;
      code: string;
      duration_days: number;
      uses_limit: number;
      used_count: number;
      uses_left: number;
      discount_percent: number;
      /** Format: date */
      starts_on: string;
      /** Format: date */
      ends_on: string;
      /** @enum {string} */
      state: 'scheduled' | 'active' | 'used_up' | 'expired';
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    /**
     * @example {
     *       "code": "RAMADAN26",
     *       "duration_days": 30,
     *       "uses_limit": 500,
     *       "discount_percent": 25,
     *       "starts_on": "2026-02-18",
     *       "ends_on": "2026-03-19"
     *     }
     */
    PromoCodeCreate: {
      code: string;
      duration_days: number;
      uses_limit: number;
      discount_percent: number;
      /**
       * Format: date
       * @description A day, YYYY-MM-DD, in Cairo, from 2000-01-01 to 2099-12-31.
       */
      starts_on: string;
      /**
       * Format: date
       * @description A day, YYYY-MM-DD, in Cairo, from 2000-01-01 to 2099-12-31.
       */
      ends_on: string;
    };
    /** @description A page of promo codes. */
    PromoCodeList: {
      items: components['schemas']['PromoCode'][];
      /** @description Rows matching the filters, over all pages; at most 10,000 (see `totalCapped`). */
      total: number;
      /** @description More than 10,000 rows match: `total` is then 10,000, shown as “10,000+”. */
      totalCapped: boolean;
      /** @description `after=` this for the next page (keyset); null on the last page. */
      nextCursor: string | null;
      /** @description `before=` this for the previous page (keyset); null on the first page. */
      prevCursor: string | null;
      /** @description The `page` the request sent, 1 when absent: the page these rows are when read by offset. A page read by cursor (`after`/`before`) does not know its place among the pages, so the `page` sent beside the cursor is echoed as it came. */
      page: number;
      /** @description Rows a page. */
      pageSize: number;
    };
    PromoCodeUpdate: {
      code?: string;
      duration_days?: number;
      uses_limit?: number;
      discount_percent?: number;
      /**
       * Format: date
       * @description A day, YYYY-MM-DD, in Cairo, from 2000-01-01 to 2099-12-31.
       */
      starts_on?: string;
      /**
       * Format: date
       * @description A day, YYYY-MM-DD, in Cairo, from 2000-01-01 to 2099-12-31.
       */
      ends_on?: string;
    };
    /**
     * @description A question of a course’s or a curriculum’s bank (بنك الأسئلة): choose, complete, group, paragraph, true/false or voice, with its type’s own fields.
     * @example {
     *       "id": 12,
     *       "teacher_id": 2,
     *       "course_id": null,
     *       "curriculum_id": 1,
     *       "unit_id": 3,
     *       "lesson_id": null,
     *       "unit": {
     *         "id": 3,
     *         "title_ar": "الوحدة الأولى: الجبر",
     *         "title_en": "Unit 1: Algebra"
     *       },
     *       "lesson": null,
     *       "type": "true_false",
     *       "points": 2,
     *       "prompt": "The sum of the angles of a triangle is 180 degrees.",
     *       "correct": true,
     *       "created_at": "2026-11-25T09:30:00.000Z",
     *       "updated_at": "2026-11-25T09:30:00.000Z"
     *     }
     */
    Question:
      | {
          id: number;
          teacher_id: number;
          course_id: number | null;
          curriculum_id: number | null;
          unit_id: number | null;
          lesson_id: number | null;
          unit: {
            id: number;
            title_ar: string;
            title_en: string;
          } | null;
          lesson: {
            id: number;
            title_ar: string;
            title_en: string;
          } | null;
          points: number;
          prompt: string;
          /** Format: date-time */
          created_at: string;
          /** Format: date-time */
          updated_at: string;
          /** @constant */
          type: 'choose';
          image: string | null;
          options: {
            text: string;
            image: string | null;
            correct: boolean;
          }[];
        }
      | {
          id: number;
          teacher_id: number;
          course_id: number | null;
          curriculum_id: number | null;
          unit_id: number | null;
          lesson_id: number | null;
          unit: {
            id: number;
            title_ar: string;
            title_en: string;
          } | null;
          lesson: {
            id: number;
            title_ar: string;
            title_en: string;
          } | null;
          points: number;
          prompt: string;
          /** Format: date-time */
          created_at: string;
          /** Format: date-time */
          updated_at: string;
          /** @constant */
          type: 'complete';
          blanks: string[][];
        }
      | {
          id: number;
          teacher_id: number;
          course_id: number | null;
          curriculum_id: number | null;
          unit_id: number | null;
          lesson_id: number | null;
          unit: {
            id: number;
            title_ar: string;
            title_en: string;
          } | null;
          lesson: {
            id: number;
            title_ar: string;
            title_en: string;
          } | null;
          points: number;
          prompt: string;
          /** Format: date-time */
          created_at: string;
          /** Format: date-time */
          updated_at: string;
          /** @constant */
          type: 'group';
          parts: (
            | {
                /** @constant */
                type: 'choose';
                prompt: string;
                image: string | null;
                options: {
                  text: string;
                  image: string | null;
                  correct: boolean;
                }[];
              }
            | {
                /** @constant */
                type: 'complete';
                prompt: string;
                blanks: string[][];
              }
            | {
                /** @constant */
                type: 'true_false';
                prompt: string;
                correct: boolean;
              }
            | {
                /** @constant */
                type: 'paragraph';
                prompt: string;
                model_answer: string;
              }
          )[];
        }
      | {
          id: number;
          teacher_id: number;
          course_id: number | null;
          curriculum_id: number | null;
          unit_id: number | null;
          lesson_id: number | null;
          unit: {
            id: number;
            title_ar: string;
            title_en: string;
          } | null;
          lesson: {
            id: number;
            title_ar: string;
            title_en: string;
          } | null;
          points: number;
          prompt: string;
          /** Format: date-time */
          created_at: string;
          /** Format: date-time */
          updated_at: string;
          /** @constant */
          type: 'paragraph';
          model_answer: string;
        }
      | {
          id: number;
          teacher_id: number;
          course_id: number | null;
          curriculum_id: number | null;
          unit_id: number | null;
          lesson_id: number | null;
          unit: {
            id: number;
            title_ar: string;
            title_en: string;
          } | null;
          lesson: {
            id: number;
            title_ar: string;
            title_en: string;
          } | null;
          points: number;
          prompt: string;
          /** Format: date-time */
          created_at: string;
          /** Format: date-time */
          updated_at: string;
          /** @constant */
          type: 'true_false';
          correct: boolean;
        }
      | {
          id: number;
          teacher_id: number;
          course_id: number | null;
          curriculum_id: number | null;
          unit_id: number | null;
          lesson_id: number | null;
          unit: {
            id: number;
            title_ar: string;
            title_en: string;
          } | null;
          lesson: {
            id: number;
            title_ar: string;
            title_en: string;
          } | null;
          points: number;
          prompt: string;
          /** Format: date-time */
          created_at: string;
          /** Format: date-time */
          updated_at: string;
          /** @constant */
          type: 'voice';
          audio: string | null;
          /** @enum {string} */
          answer: 'spoken' | 'written';
        };
    /** @description A student’s answer to a question, by its type. */
    QuestionAnswer:
      | {
          /** @constant */
          type: 'choose';
          option: number | null;
        }
      | {
          /** @constant */
          type: 'complete';
          blanks: string[];
        }
      | {
          /** @constant */
          type: 'true_false';
          value: boolean | null;
        }
      | {
          /** @constant */
          type: 'paragraph';
          text: string;
        }
      | {
          /** @constant */
          type: 'voice';
          audio?: string | null;
          text?: string;
        }
      | {
          /** @constant */
          type: 'group';
          parts: (
            | {
                /** @constant */
                type: 'choose';
                option: number | null;
              }
            | {
                /** @constant */
                type: 'complete';
                blanks: string[];
              }
            | {
                /** @constant */
                type: 'true_false';
                value: boolean | null;
              }
            | {
                /** @constant */
                type: 'paragraph';
                text: string;
              }
          )[];
        };
    /**
     * @example {
     *       "type": "true_false",
     *       "curriculum_id": 1,
     *       "points": 2,
     *       "prompt": "The sum of the angles of a triangle is 180 degrees.",
     *       "correct": true
     *     }
     */
    QuestionCreate:
      | {
          course_id?: number;
          curriculum_id?: number;
          unit_id?: number | null;
          lesson_id?: number | null;
          /** @default 1 */
          points: number;
          /** @constant */
          type: 'choose';
          /** @default  */
          prompt: string;
          /** @default null */
          image: string | null;
          options: {
            /** @default  */
            text: string;
            /** @default null */
            image: string | null;
            /** @default false */
            correct: boolean;
          }[];
        }
      | {
          course_id?: number;
          curriculum_id?: number;
          unit_id?: number | null;
          lesson_id?: number | null;
          /** @default 1 */
          points: number;
          /** @constant */
          type: 'complete';
          prompt: string;
          blanks: string[][];
        }
      | {
          course_id?: number;
          curriculum_id?: number;
          unit_id?: number | null;
          lesson_id?: number | null;
          /** @default 1 */
          points: number;
          /** @constant */
          type: 'group';
          prompt: string;
          parts: (
            | {
                /** @constant */
                type: 'choose';
                /** @default  */
                prompt: string;
                /** @default null */
                image: string | null;
                options: {
                  /** @default  */
                  text: string;
                  /** @default null */
                  image: string | null;
                  /** @default false */
                  correct: boolean;
                }[];
              }
            | {
                /** @constant */
                type: 'complete';
                prompt: string;
                blanks: string[][];
              }
            | {
                /** @constant */
                type: 'true_false';
                prompt: string;
                correct: boolean;
              }
            | {
                /** @constant */
                type: 'paragraph';
                prompt: string;
                /** @default  */
                model_answer: string;
              }
          )[];
        }
      | {
          course_id?: number;
          curriculum_id?: number;
          unit_id?: number | null;
          lesson_id?: number | null;
          /** @default 1 */
          points: number;
          /** @constant */
          type: 'paragraph';
          prompt: string;
          /** @default  */
          model_answer: string;
        }
      | {
          course_id?: number;
          curriculum_id?: number;
          unit_id?: number | null;
          lesson_id?: number | null;
          /** @default 1 */
          points: number;
          /** @constant */
          type: 'true_false';
          prompt: string;
          correct: boolean;
        }
      | {
          course_id?: number;
          curriculum_id?: number;
          unit_id?: number | null;
          lesson_id?: number | null;
          /** @default 1 */
          points: number;
          /** @constant */
          type: 'voice';
          /** @default  */
          prompt: string;
          /** @default null */
          audio: string | null;
          /**
           * @default spoken
           * @enum {string}
           */
          answer: 'spoken' | 'written';
        };
    /** @description A refused cell of the file: row, column and error code. */
    QuestionImportError: {
      row: number;
      column: string;
      code: components['schemas']['ErrorCode'];
      params?: {
        [key: string]: string | number;
      };
    };
    /** @description The file (multipart field `file`) and the bank its questions go to. */
    QuestionImportForm: {
      /**
       * Format: binary
       * @description A CSV (UTF-8) or XLSX file headed as the template is, in English or Arabic; 10000 rows at most.
       */
      file: string;
      /** @description A course’s bank; or `curriculum_id`. */
      course_id?: number;
      /** @description A curriculum’s bank; or `course_id`. */
      curriculum_id?: number;
      /** @description A unit of the curriculum, or none. */
      unit_id?: number;
      /** @description A lesson of the curriculum, or none. */
      lesson_id?: number;
    };
    /** @description How many rows the file has, how many are good, how many were saved, and every refused cell. */
    QuestionImportResult: {
      total: number;
      valid: number;
      saved: number;
      errors: components['schemas']['QuestionImportError'][];
    };
    /** @description A page of questions. */
    QuestionList: {
      items: components['schemas']['Question'][];
      /** @description Rows matching the filters, over all pages; at most 10,000 (see `totalCapped`). */
      total: number;
      /** @description More than 10,000 rows match: `total` is then 10,000, shown as “10,000+”. */
      totalCapped: boolean;
      /** @description `after=` this for the next page (keyset); null on the last page. */
      nextCursor: string | null;
      /** @description `before=` this for the previous page (keyset); null on the first page. */
      prevCursor: string | null;
      /** @description The `page` the request sent, 1 when absent: the page these rows are when read by offset. A page read by cursor (`after`/`before`) does not know its place among the pages, so the `page` sent beside the cursor is echoed as it came. */
      page: number;
      /** @description Rows a page. */
      pageSize: number;
    };
    QuestionUpdate: {
      /** @enum {string} */
      type?: 'choose' | 'complete' | 'group' | 'paragraph' | 'true_false' | 'voice';
      unit_id?: number | null;
      lesson_id?: number | null;
      points?: number;
      prompt?: string;
      image?: string | null;
      options?: {
        /** @default  */
        text: string;
        /** @default null */
        image: string | null;
        /** @default false */
        correct: boolean;
      }[];
      blanks?: string[][];
      parts?: (
        | {
            /** @constant */
            type: 'choose';
            /** @default  */
            prompt: string;
            /** @default null */
            image: string | null;
            options: {
              /** @default  */
              text: string;
              /** @default null */
              image: string | null;
              /** @default false */
              correct: boolean;
            }[];
          }
        | {
            /** @constant */
            type: 'complete';
            prompt: string;
            blanks: string[][];
          }
        | {
            /** @constant */
            type: 'true_false';
            prompt: string;
            correct: boolean;
          }
        | {
            /** @constant */
            type: 'paragraph';
            prompt: string;
            /** @default  */
            model_answer: string;
          }
      )[];
      model_answer?: string;
      correct?: boolean;
      audio?: string | null;
      /** @enum {string} */
      answer?: 'spoken' | 'written';
    };
    /**
     * @description One rating a student gave a teacher.
     * @example {
     *       "id": 301,
     *       "student_id": 55,
     *       "student_name": "Omar Khaled",
     *       "stars": 5,
     *       "comment": "شرح واضح",
     *       "created_at": "2026-03-02T17:45:00.000Z"
     *     }
     */
    Rating: {
      id: number;
      student_id: number;
      student_name: string;
      stars: number;
      comment: string | null;
      /** Format: date-time */
      created_at: string;
    };
    /** @description The signed-in user. */
    SessionUser: {
      id: number;
      username: string;
      /** @enum {string} */
      role: 'admin' | 'teacher' | 'support-agent';
      photo: string | null;
    };
    /**
     * @description The general settings (الإعدادات العامة): which content a student on a free trial may open.
     * @example {
     *       "freeTrial": {
     *         "lives": true,
     *         "videos": true,
     *         "documents": false,
     *         "quizzes": false,
     *         "assignments": false,
     *         "discussionGroups": false
     *       }
     *     }
     */
    Settings: {
      freeTrial: {
        lives: boolean;
        videos: boolean;
        documents: boolean;
        quizzes: boolean;
        assignments: boolean;
        discussionGroups: boolean;
      };
    };
    /**
     * @description A specialization (شعبة) of a class, e.g. Science, Mathematics, Literary.
     * @example {
     *       "id": 7,
     *       "name_ar": "علمي رياضة",
     *       "name_en": "Mathematics",
     *       "class_id": 12,
     *       "class_name_ar": "الصف الثالث الثانوي",
     *       "class_name_en": "Secondary 3",
     *       "created_at": "2026-01-15T08:30:00.000Z"
     *     }
     */
    Specialization: {
      id: number;
      name_ar: string;
      name_en: string;
      class_id: number;
      class_name_ar: string;
      class_name_en: string;
      /** Format: date-time */
      created_at: string;
    };
    /**
     * @example {
     *       "name_ar": "لغات",
     *       "name_en": "Languages",
     *       "class_id": 10
     *     }
     */
    SpecializationCreate: {
      name_ar: string;
      name_en: string;
      class_id: number;
    };
    /** @description A page of specializations. */
    SpecializationList: {
      items: components['schemas']['Specialization'][];
      /** @description Rows matching the filters, over all pages; at most 10,000 (see `totalCapped`). */
      total: number;
      /** @description More than 10,000 rows match: `total` is then 10,000, shown as “10,000+”. */
      totalCapped: boolean;
      /** @description `after=` this for the next page (keyset); null on the last page. */
      nextCursor: string | null;
      /** @description `before=` this for the previous page (keyset); null on the first page. */
      prevCursor: string | null;
      /** @description The `page` the request sent, 1 when absent: the page these rows are when read by offset. A page read by cursor (`after`/`before`) does not know its place among the pages, so the `page` sent beside the cursor is echoed as it came. */
      page: number;
      /** @description Rows a page. */
      pageSize: number;
    };
    SpecializationUpdate: {
      name_ar?: string;
      name_en?: string;
      class_id?: number;
    };
    /**
     * @description An academic stage (مرحلة دراسية): primary, preparatory, secondary.
     * @example {
     *       "id": 1,
     *       "name_ar": "المرحلة الابتدائية",
     *       "name_en": "Primary",
     *       "code": "PRI",
     *       "sort_order": 1,
     *       "class_count": 6,
     *       "created_at": "2026-01-15T08:30:00.000Z"
     *     }
     */
    Stage: {
      id: number;
      name_ar: string;
      name_en: string;
      code: string;
      sort_order: number;
      class_count: number;
      /** Format: date-time */
      created_at: string;
    };
    /**
     * @example {
     *       "name_ar": "المرحلة الثانوية",
     *       "name_en": "Secondary",
     *       "code": "SEC",
     *       "sort_order": 3
     *     }
     */
    StageCreate: {
      name_ar: string;
      name_en: string;
      code: string;
      /** @default 0 */
      sort_order: number;
    };
    /** @description A page of stages. */
    StageList: {
      items: components['schemas']['Stage'][];
      /** @description Rows matching the filters, over all pages; at most 10,000 (see `totalCapped`). */
      total: number;
      /** @description More than 10,000 rows match: `total` is then 10,000, shown as “10,000+”. */
      totalCapped: boolean;
      /** @description `after=` this for the next page (keyset); null on the last page. */
      nextCursor: string | null;
      /** @description `before=` this for the previous page (keyset); null on the first page. */
      prevCursor: string | null;
      /** @description The `page` the request sent, 1 when absent: the page these rows are when read by offset. A page read by cursor (`after`/`before`) does not know its place among the pages, so the `page` sent beside the cursor is echoed as it came. */
      page: number;
      /** @description Rows a page. */
      pageSize: number;
    };
    StageUpdate: {
      name_ar?: string;
      name_en?: string;
      code?: string;
      sort_order?: number;
    };
    /**
     * @description A student (طالب): contact, class and system, results, wallet balance, comment permission.
     * @example {
     *       "id": 7,
     *       "name": "مريم أحمد السيد",
     *       "phone": "01012345678",
     *       "email": "mariam@example.eg",
     *       "class_id": 10,
     *       "class": {
     *         "id": 10,
     *         "name_ar": "الصف الأول الثانوي",
     *         "name_en": "First Secondary"
     *       },
     *       "stage": {
     *         "id": 3,
     *         "name_ar": "المرحلة الثانوية",
     *         "name_en": "Secondary"
     *       },
     *       "system_id": 4,
     *       "system": {
     *         "id": 4,
     *         "name_ar": "عربي",
     *         "name_en": "Arabic"
     *       },
     *       "quiz_average": 815,
     *       "assignment_average": 900,
     *       "points": 312,
     *       "completion_rate": 640,
     *       "wallet_balance": 15000,
     *       "can_comment": true,
     *       "created_at": "2026-02-03T09:15:00.000Z",
     *       "updated_at": "2026-02-03T09:15:00.000Z"
     *     }
     */
    Student: {
      id: number;
      name: string;
      /** @example 01012345678 */
      phone: string;
      email: string | null;
      class_id: number | null;
      class: {
        id: number;
        name_ar: string;
        name_en: string;
      } | null;
      stage: {
        id: number;
        name_ar: string;
        name_en: string;
      } | null;
      system_id: number | null;
      system: {
        id: number;
        name_ar: string;
        name_en: string;
      } | null;
      quiz_average: number | null;
      assignment_average: number | null;
      points: number;
      completion_rate: number | null;
      wallet_balance: number | null;
      can_comment: boolean;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    /** @description A page of students. */
    StudentList: {
      items: components['schemas']['Student'][];
      /** @description Rows matching the filters, over all pages; at most 10,000 (see `totalCapped`). */
      total: number;
      /** @description More than 10,000 rows match: `total` is then 10,000, shown as “10,000+”. */
      totalCapped: boolean;
      /** @description `after=` this for the next page (keyset); null on the last page. */
      nextCursor: string | null;
      /** @description `before=` this for the previous page (keyset); null on the first page. */
      prevCursor: string | null;
      /** @description The `page` the request sent, 1 when absent: the page these rows are when read by offset. A page read by cursor (`after`/`before`) does not know its place among the pages, so the `page` sent beside the cursor is echoed as it came. */
      page: number;
      /** @description Rows a page. */
      pageSize: number;
    };
    StudentPayments: {
      items: components['schemas']['Payment'][];
      nextCursor: string | null;
    };
    StudentSubscriptions: {
      items: components['schemas']['Subscription'][];
    };
    /** @description A page of a student’s timeline, newest first. */
    StudentTimeline: {
      items: components['schemas']['TimelineEvent'][];
      nextCursor: string | null;
    };
    StudentUpdate: {
      name?: string;
      /** @description An Egyptian mobile number: `01` and nine digits (Arabic-Indic digits, `+20`, spaces and dashes are accepted); stored as `01` and nine digits. */
      phone?: string;
      email?: (string | unknown | unknown) | null;
      class_id?: number | null;
      system_id?: number | null;
      can_comment?: boolean;
    };
    /**
     * @description A subject (مادة دراسية), taught in some classes and maybe of one specialization.
     * @example {
     *       "id": 21,
     *       "name_ar": "الرياضيات",
     *       "name_en": "Mathematics",
     *       "code": "MATH-S1",
     *       "specialization_id": null,
     *       "specialization": null,
     *       "class_ids": [
     *         10
     *       ],
     *       "classes": [
     *         {
     *           "id": 10,
     *           "name_ar": "الصف الأول الثانوي",
     *           "name_en": "Secondary 1",
     *           "stage_id": 3,
     *           "stage_name_ar": "المرحلة الثانوية",
     *           "stage_name_en": "Secondary"
     *         }
     *       ],
     *       "teacher_count": 2,
     *       "created_at": "2026-01-15T08:30:00.000Z",
     *       "updated_at": "2026-02-01T10:00:00.000Z"
     *     }
     */
    Subject: {
      id: number;
      name_ar: string;
      name_en: string;
      code: string;
      specialization_id: number | null;
      specialization: {
        id: number;
        name_ar: string;
        name_en: string;
        class_id: number;
      } | null;
      class_ids: number[];
      classes: {
        id: number;
        name_ar: string;
        name_en: string;
        stage_id: number;
        stage_name_ar: string;
        stage_name_en: string;
      }[];
      teacher_count: number;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    /**
     * @example {
     *       "name_ar": "الفيزياء",
     *       "name_en": "Physics",
     *       "code": "PHY",
     *       "specialization_id": null,
     *       "class_ids": [
     *         10,
     *         11
     *       ]
     *     }
     */
    SubjectCreate: {
      name_ar: string;
      name_en: string;
      code: string;
      /** @default null */
      specialization_id: number | null;
      class_ids: number[];
    };
    /** @description A page of subjects. */
    SubjectList: {
      items: components['schemas']['Subject'][];
      /** @description Rows matching the filters, over all pages; at most 10,000 (see `totalCapped`). */
      total: number;
      /** @description More than 10,000 rows match: `total` is then 10,000, shown as “10,000+”. */
      totalCapped: boolean;
      /** @description `after=` this for the next page (keyset); null on the last page. */
      nextCursor: string | null;
      /** @description `before=` this for the previous page (keyset); null on the first page. */
      prevCursor: string | null;
      /** @description The `page` the request sent, 1 when absent: the page these rows are when read by offset. A page read by cursor (`after`/`before`) does not know its place among the pages, so the `page` sent beside the cursor is echoed as it came. */
      page: number;
      /** @description Rows a page. */
      pageSize: number;
    };
    SubjectUpdate: {
      name_ar?: string;
      name_en?: string;
      code?: string;
      specialization_id?: number | null;
      class_ids?: number[];
    };
    /**
     * @description A subscription (اشتراك) of a student to a curriculum (monthly) or to a course.
     * @example {
     *       "id": 12,
     *       "student": {
     *         "id": 7,
     *         "name": "مريم أحمد السيد",
     *         "phone": "01012345678"
     *       },
     *       "type": "monthly",
     *       "content": {
     *         "id": 3,
     *         "name_ar": "الفيزياء - الصف الأول الثانوي",
     *         "name_en": "Physics - First Secondary"
     *       },
     *       "subject": {
     *         "id": 2,
     *         "name_ar": "الفيزياء",
     *         "name_en": "Physics"
     *       },
     *       "class": {
     *         "id": 10,
     *         "name_ar": "الصف الأول الثانوي",
     *         "name_en": "First Secondary"
     *       },
     *       "teacher": {
     *         "id": 5,
     *         "name": "أ. محمود سامي"
     *       },
     *       "starts_on": "2026-10-01",
     *       "ends_on": "2026-11-30",
     *       "period_days": 30,
     *       "last_renewed_on": "2026-10-29",
     *       "next_renewal_on": "2026-12-01",
     *       "renewal_count": 1,
     *       "price": 20000,
     *       "paid_total": 35000,
     *       "discount_total": 5000,
     *       "promo_code": "RAMADAN26",
     *       "promo_percent": 25,
     *       "promo_until": "2026-10-30",
     *       "status": "active",
     *       "deleted_at": null,
     *       "created_at": "2026-10-01T08:00:00.000Z",
     *       "updated_at": "2026-10-29T08:00:00.000Z"
     *     }
     */
    Subscription: {
      id: number;
      student: {
        id: number;
        name: string;
        phone: string;
      };
      /** @enum {string} */
      type: 'monthly' | 'course';
      content: {
        id: number;
        name_ar: string;
        name_en: string;
      };
      subject: {
        id: number;
        name_ar: string;
        name_en: string;
      };
      class: {
        id: number;
        name_ar: string;
        name_en: string;
      };
      teacher: {
        id: number;
        name: string;
      };
      /** Format: date */
      starts_on: string;
      ends_on: string | null;
      period_days: number | null;
      last_renewed_on: string | null;
      next_renewal_on: string | null;
      renewal_count: number;
      /** @description Whole piastres (1 EGP = 100). */
      price: number;
      /** @description Whole piastres (1 EGP = 100). */
      paid_total: number;
      /** @description Whole piastres (1 EGP = 100). */
      discount_total: number;
      promo_code: string | null;
      promo_percent: number | null;
      promo_until: string | null;
      /** @enum {string} */
      status: 'active' | 'expired' | 'permanent' | 'free' | 'uncertain';
      deleted_at: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    /**
     * @example {
     *       "student_id": 7,
     *       "type": "monthly",
     *       "curriculum_id": 3,
     *       "period_days": 30,
     *       "price": 20000,
     *       "method": "wallet"
     *     }
     * @example {
     *       "student_id": 7,
     *       "type": "course",
     *       "course_id": 4,
     *       "price": 45000,
     *       "promo_code": "RAMADAN26",
     *       "method": "cash"
     *     }
     */
    SubscriptionCreate: {
      student_id: number;
      /** @enum {string} */
      type: 'monthly' | 'course';
      curriculum_id?: number | null;
      course_id?: number | null;
      /**
       * Format: date
       * @description A day, YYYY-MM-DD, in Cairo, from 2000-01-01 to 2099-12-31.
       */
      starts_on?: string;
      period_days?: number | null;
      price: number;
      promo_code?: string | null;
      /** @enum {string} */
      method: 'wallet' | 'cash';
    };
    /** @description A page of subscriptions. */
    SubscriptionList: {
      items: components['schemas']['Subscription'][];
      /** @description Rows matching the filters, over all pages; at most 10,000 (see `totalCapped`). */
      total: number;
      /** @description More than 10,000 rows match: `total` is then 10,000, shown as “10,000+”. */
      totalCapped: boolean;
      /** @description `after=` this for the next page (keyset); null on the last page. */
      nextCursor: string | null;
      /** @description `before=` this for the previous page (keyset); null on the first page. */
      prevCursor: string | null;
      /** @description The `page` the request sent, 1 when absent: the page these rows are when read by offset. A page read by cursor (`after`/`before`) does not know its place among the pages, so the `page` sent beside the cursor is echoed as it came. */
      page: number;
      /** @description Rows a page. */
      pageSize: number;
    };
    /**
     * @example {
     *       "method": "wallet"
     *     }
     * @example {
     *       "method": "cash",
     *       "promo_code": "RAMADAN26"
     *     }
     */
    SubscriptionRenew: {
      /** @enum {string} */
      method: 'wallet' | 'cash';
      promo_code?: string | null;
    };
    /** @description A renewed subscription and the payment of its new period. */
    SubscriptionRenewal: {
      subscription: components['schemas']['Subscription'];
      payment: components['schemas']['Payment'];
    };
    /**
     * @description A support agent (موظف خدمة العملاء): a staff user with the support-agent role.
     * @example {
     *       "id": 3,
     *       "name": "يوسف عادل",
     *       "email": "youssef.support@demo.eg",
     *       "phone": "01000000003",
     *       "joined_on": "2025-09-01",
     *       "active": true,
     *       "created_at": "2026-01-15T08:30:00.000Z",
     *       "updated_at": "2026-01-15T08:30:00.000Z"
     *     }
     */
    SupportAgent: {
      id: number;
      name: string;
      email: string | '';
      /** @example 01012345678 */
      phone: string;
      /** Format: date */
      joined_on: string;
      active: boolean;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    SupportAgentCreate: {
      name: string;
      /**
       * Format: email
       * @description An email address; stored trimmed and lower-cased.
       */
      email: string;
      /** @description An Egyptian mobile number: `01` and nine digits (Arabic-Indic digits, `+20`, spaces and dashes are accepted); stored as `01` and nine digits. */
      phone: string;
      password: string;
      /**
       * Format: date
       * @description A day from 2000-01-01 to today (in Cairo), YYYY-MM-DD.
       */
      joined_on: string;
      /** @default true */
      active: boolean;
    };
    /** @description A page of support agents. */
    SupportAgentList: {
      items: components['schemas']['SupportAgent'][];
      /** @description Rows matching the filters, over all pages; at most 10,000 (see `totalCapped`). */
      total: number;
      /** @description More than 10,000 rows match: `total` is then 10,000, shown as “10,000+”. */
      totalCapped: boolean;
      /** @description `after=` this for the next page (keyset); null on the last page. */
      nextCursor: string | null;
      /** @description `before=` this for the previous page (keyset); null on the first page. */
      prevCursor: string | null;
      /** @description The `page` the request sent, 1 when absent: the page these rows are when read by offset. A page read by cursor (`after`/`before`) does not know its place among the pages, so the `page` sent beside the cursor is echoed as it came. */
      page: number;
      /** @description Rows a page. */
      pageSize: number;
    };
    SupportAgentUpdate: {
      name?: string;
      /**
       * Format: email
       * @description An email address; stored trimmed and lower-cased.
       */
      email?: string;
      /** @description An Egyptian mobile number: `01` and nine digits (Arabic-Indic digits, `+20`, spaces and dashes are accepted); stored as `01` and nine digits. */
      phone?: string;
      password?: string;
      /**
       * Format: date
       * @description A day from 2000-01-01 to today (in Cairo), YYYY-MM-DD.
       */
      joined_on?: string;
      active?: boolean;
    };
    /**
     * @description An educational system (نظام تعليمي) of a class, e.g. Arabic or Languages.
     * @example {
     *       "id": 4,
     *       "name_ar": "لغات",
     *       "name_en": "Languages",
     *       "class_id": 10,
     *       "class_name_ar": "الصف الأول الثانوي",
     *       "class_name_en": "Secondary 1",
     *       "created_at": "2026-01-15T08:30:00.000Z"
     *     }
     */
    System: {
      id: number;
      name_ar: string;
      name_en: string;
      class_id: number;
      class_name_ar: string;
      class_name_en: string;
      /** Format: date-time */
      created_at: string;
    };
    /**
     * @example {
     *       "name_ar": "لغات",
     *       "name_en": "Languages",
     *       "class_id": 10
     *     }
     */
    SystemCreate: {
      name_ar: string;
      name_en: string;
      class_id: number;
    };
    /** @description A page of systems. */
    SystemList: {
      items: components['schemas']['System'][];
      /** @description Rows matching the filters, over all pages; at most 10,000 (see `totalCapped`). */
      total: number;
      /** @description More than 10,000 rows match: `total` is then 10,000, shown as “10,000+”. */
      totalCapped: boolean;
      /** @description `after=` this for the next page (keyset); null on the last page. */
      nextCursor: string | null;
      /** @description `before=` this for the previous page (keyset); null on the first page. */
      prevCursor: string | null;
      /** @description The `page` the request sent, 1 when absent: the page these rows are when read by offset. A page read by cursor (`after`/`before`) does not know its place among the pages, so the `page` sent beside the cursor is echoed as it came. */
      page: number;
      /** @description Rows a page. */
      pageSize: number;
    };
    SystemUpdate: {
      name_ar?: string;
      name_en?: string;
      class_id?: number;
    };
    /**
     * @description A teacher (معلم): a user with the teacher role, the subjects and classes taught, and the ratings.
     * @example {
     *       "id": 2,
     *       "name": "منى عبد الرحمن",
     *       "phone": "01000000002",
     *       "email": "mona.teacher@demo.eg",
     *       "photo": null,
     *       "photo_url": null,
     *       "active": true,
     *       "subjects": [
     *         {
     *           "id": 21,
     *           "name_ar": "الرياضيات",
     *           "name_en": "Mathematics"
     *         }
     *       ],
     *       "classes": [
     *         {
     *           "id": 10,
     *           "name_ar": "الصف الأول الثانوي",
     *           "name_en": "Secondary 1"
     *         }
     *       ],
     *       "rating_average": 4.5,
     *       "rating_count": 12,
     *       "created_at": "2026-01-15T08:30:00.000Z"
     *     }
     */
    Teacher: {
      id: number;
      name: string;
      /** @example 01012345678 */
      phone: string;
      email: string | null;
      photo: string | null;
      photo_url: string | null;
      active: boolean;
      subjects: {
        id: number;
        name_ar: string;
        name_en: string;
      }[];
      classes: {
        id: number;
        name_ar: string;
        name_en: string;
      }[];
      rating_average: number;
      rating_count: number;
      /** Format: date-time */
      created_at: string;
    };
    TeacherCreate: {
      name: string;
      /** @description An Egyptian mobile number: `01` and nine digits (Arabic-Indic digits, `+20`, spaces and dashes are accepted); stored as `01` and nine digits. */
      phone: string;
      email?: (string | unknown | unknown) | null;
      password: string;
      /** @default null */
      photo: string | null;
      subject_ids?: number[];
      class_ids?: number[];
      /** @default true */
      active: boolean;
    };
    /** @description A page of teachers. */
    TeacherList: {
      items: components['schemas']['Teacher'][];
      /** @description Rows matching the filters, over all pages; at most 10,000 (see `totalCapped`). */
      total: number;
      /** @description More than 10,000 rows match: `total` is then 10,000, shown as “10,000+”. */
      totalCapped: boolean;
      /** @description `after=` this for the next page (keyset); null on the last page. */
      nextCursor: string | null;
      /** @description `before=` this for the previous page (keyset); null on the first page. */
      prevCursor: string | null;
      /** @description The `page` the request sent, 1 when absent: the page these rows are when read by offset. A page read by cursor (`after`/`before`) does not know its place among the pages, so the `page` sent beside the cursor is echoed as it came. */
      page: number;
      /** @description Rows a page. */
      pageSize: number;
    };
    /** @description A teacher's ratings: the summary of all of them and a page of those the filter keeps. */
    TeacherRatings: {
      items: components['schemas']['Rating'][];
      /** @description Rows matching the filters, over all pages; at most 10,000 (see `totalCapped`). */
      total: number;
      /** @description More than 10,000 rows match: `total` is then 10,000, shown as “10,000+”. */
      totalCapped: boolean;
      /** @description `after=` this for the next page (keyset); null on the last page. */
      nextCursor: string | null;
      /** @description `before=` this for the previous page (keyset); null on the first page. */
      prevCursor: string | null;
      /** @description The `page` the request sent, 1 when absent: the page these rows are when read by offset. A page read by cursor (`after`/`before`) does not know its place among the pages, so the `page` sent beside the cursor is echoed as it came. */
      page: number;
      /** @description Rows a page. */
      pageSize: number;
      teacher: {
        id: number;
        name: string;
        photo_url: string | null;
      };
      average: number;
      count: number;
      distribution: {
        1: number;
        2: number;
        3: number;
        4: number;
        5: number;
      };
    };
    TeacherUpdate: {
      name?: string;
      /** @description An Egyptian mobile number: `01` and nine digits (Arabic-Indic digits, `+20`, spaces and dashes are accepted); stored as `01` and nine digits. */
      phone?: string;
      email?: (string | unknown | unknown) | null;
      password?: string;
      photo?: string | null;
      subject_ids?: number[];
      class_ids?: number[];
      active?: boolean;
    };
    TimelineEvent: {
      id: string;
      /** @enum {string} */
      kind: 'subscription' | 'renewal' | 'cancellation' | 'restoration' | 'wallet' | 'code' | 'exam';
      /** Format: date-time */
      at: string;
      subject: {
        id: number;
        name_ar: string;
        name_en: string;
      } | null;
      subscription_id: number | null;
      amount: number | null;
      wallet_kind: ('manual_credit' | 'manual_debit' | 'subscription' | 'code') | null;
      note: string | null;
      percent: number | null;
      passed: boolean | null;
      code_kind: ('wallet' | 'subscription') | null;
      opened:
        | {
            subscription_id: number;
            content: {
              id: number;
              name_ar: string;
              name_en: string;
            };
          }[]
        | null;
      actor: {
        /** @enum {string} */
        kind: 'user' | 'key';
        id: number;
        name: string;
      } | null;
    };
    /** @description A unit (وحدة) of a curriculum: lessons in order. */
    Unit: {
      id: number;
      curriculum_id: number;
      title_ar: string;
      title_en: string;
      description: string;
      sort_order: number;
      lesson_count: number;
      video_count: number;
      document_count: number;
      quiz_count: number;
      assignment_count: number;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    /**
     * @example {
     *       "curriculum_id": 1,
     *       "title_ar": "الوحدة الأولى: الكيمياء العضوية",
     *       "title_en": "Unit 1: Organic chemistry",
     *       "description": ""
     *     }
     */
    UnitCreate: {
      title_ar: string;
      title_en: string;
      /** @default  */
      description: string;
      curriculum_id: number;
    };
    /** @description A page of units. */
    UnitList: {
      items: components['schemas']['Unit'][];
      /** @description Rows matching the filters, over all pages; at most 10,000 (see `totalCapped`). */
      total: number;
      /** @description More than 10,000 rows match: `total` is then 10,000, shown as “10,000+”. */
      totalCapped: boolean;
      /** @description `after=` this for the next page (keyset); null on the last page. */
      nextCursor: string | null;
      /** @description `before=` this for the previous page (keyset); null on the first page. */
      prevCursor: string | null;
      /** @description The `page` the request sent, 1 when absent: the page these rows are when read by offset. A page read by cursor (`after`/`before`) does not know its place among the pages, so the `page` sent beside the cursor is echoed as it came. */
      page: number;
      /** @description Rows a page. */
      pageSize: number;
    };
    UnitUpdate: {
      title_ar?: string;
      title_en?: string;
      description?: string;
    };
    /**
     * @description A stored file: put `name` in the field of the record it belongs to (a `photo` takes an image); `url` serves it.
     * @example {
     *       "name": "3f2a9c1b7d4e4f60a8b2c5d6e7f80912.png",
     *       "url": "/api/v1/uploads/3f2a9c1b7d4e4f60a8b2c5d6e7f80912.png",
     *       "size": 48213,
     *       "type": "image/png",
     *       "kind": "image"
     *     }
     */
    Upload: {
      name: string;
      url: string;
      size: number;
      /** @enum {string} */
      type:
        | 'image/png'
        | 'image/jpeg'
        | 'image/webp'
        | 'audio/mpeg'
        | 'audio/aac'
        | 'audio/mp4'
        | 'audio/ogg'
        | 'audio/wav'
        | 'audio/webm'
        | 'application/pdf'
        | 'video/mp4'
        | 'video/webm'
        | 'video/quicktime';
      /** @enum {string} */
      kind: 'image' | 'audio' | 'pdf' | 'video';
    };
    /** @description The file, as the multipart field `file`. */
    UploadForm: {
      /**
       * Format: binary
       * @description An image (PNG, JPEG, WebP; 5 MB at most), audio (MP3, AAC, M4A, OGG, WAV, WebM; 20 MB), a PDF (50 MB) or a video (MP4, WebM, MOV; 1 GB unless the server says otherwise).
       */
      file: string;
    };
    /**
     * @description One field of the request the server refused, and why.
     * @example {
     *       "path": "name_en",
     *       "code": "validation.min",
     *       "params": {
     *         "min": 2
     *       }
     *     }
     */
    ValidationIssue: {
      /** @description Dotted path of the field, e.g. `phone` or `class_ids.1`. */
      path: string;
      code: components['schemas']['ErrorCode'];
      /** @description Values of the code's placeholders, e.g. `{ "min": 2 }`. */
      params?: {
        [key: string]: string | number;
      };
    };
    /** @description A student's wallet: its balance and a page of its ledger, newest first. */
    Wallet: {
      student_id: number;
      /** @description Whole piastres (1 EGP = 100). */
      balance: number;
      moves: components['schemas']['WalletMove'][];
      nextCursor: string | null;
    };
    /**
     * @description One row of a student's wallet ledger (append-only).
     * @example {
     *       "id": 41,
     *       "student_id": 7,
     *       "amount": 5000,
     *       "balance_after": 15000,
     *       "kind": "manual_credit",
     *       "reason": "دفع نقدي في السنتر",
     *       "actor": {
     *         "kind": "user",
     *         "id": 1,
     *         "name": "Admin"
     *       },
     *       "subscription": null,
     *       "created_at": "2026-11-20T10:00:00.000Z"
     *     }
     */
    WalletMove: {
      id: number;
      student_id: number;
      /** @description Whole piastres (1 EGP = 100). */
      amount: number;
      /** @description Whole piastres (1 EGP = 100). */
      balance_after: number;
      /** @enum {string} */
      kind: 'manual_credit' | 'manual_debit' | 'subscription' | 'code';
      reason: string | null;
      actor: {
        /** @enum {string} */
        kind: 'user' | 'key';
        id: number;
        name: string;
      };
      /** @description What a `subscription` move paid for: the subscription and its content; otherwise null. */
      subscription: {
        id: number;
        content: {
          name_ar: string;
          name_en: string;
        };
      } | null;
      /** Format: date-time */
      created_at: string;
    };
    /**
     * @example {
     *       "direction": "credit",
     *       "amount": 5000,
     *       "reason": "دفع نقدي في السنتر"
     *     }
     */
    WalletMoveCreate: {
      /** @enum {string} */
      direction: 'credit' | 'debit';
      /**
       * @description Whole piastres (1 EGP = 100), 1 to 100,000,000.
       * @example 5000
       */
      amount: number;
      reason: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  listApiKeys: {
    parameters: {
      query?: {
        /** @description 1-based page, read by offset; 1 when absent. With `after` or `before` it is only echoed. */
        page?: number;
        /** @description Rows a page, at most 100; 20 when absent. */
        pageSize?: number;
        /** @description The page after this cursor, a previous answer’s `nextCursor`: read by keyset, as fast at the millionth row as at the first. */
        after?: string;
        /** @description The page before this cursor, a previous answer’s `prevCursor`; not with `after`. */
        before?: string;
        /** @description The order: a field ascending, or `-field` descending; `-created_at` when absent. */
        sort?: 'created_at' | '-created_at' | 'name' | '-name';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of api keys, with the total and the cursors of the pages around it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiKeyList'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  createApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ApiKeyCreate'];
      };
    };
    responses: {
      /** @description A new API key with the key itself, shown this once. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiKeyCreated'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The api key. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiKey'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deleteApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description The api key is deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listAuditLog: {
    parameters: {
      query?: {
        user_id?: number;
        action?: 'create' | 'update' | 'delete' | 'export' | 'sign_in' | 'sign_in_failed' | 'sign_out';
        entity?: string;
        entity_id?: string;
        /** @description An instant, ISO 8601 with its offset (e.g. `2026-11-23T00:00:00+02:00`), from the start of 2000-01-01 in Cairo to the end of 2099-12-31 there. */
        from?: string;
        /** @description An instant, ISO 8601 with its offset (e.g. `2026-11-23T00:00:00+02:00`), from the start of 2000-01-01 in Cairo to the end of 2099-12-31 there. */
        to?: string;
        after?: string;
        /** @description Rows a page, at most 100; 50 when absent. */
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the trail, newest first, and the cursor of the next. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditPage'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  exportAuditLog: {
    parameters: {
      query?: {
        user_id?: number;
        action?: 'create' | 'update' | 'delete' | 'export' | 'sign_in' | 'sign_in_failed' | 'sign_out';
        entity?: string;
        entity_id?: string;
        /** @description An instant, ISO 8601 with its offset (e.g. `2026-11-23T00:00:00+02:00`), from the start of 2000-01-01 in Cairo to the end of 2099-12-31 there. */
        from?: string;
        /** @description An instant, ISO 8601 with its offset (e.g. `2026-11-23T00:00:00+02:00`), from the start of 2000-01-01 in Cairo to the end of 2099-12-31 there. */
        to?: string;
        /** @description CSV (UTF-8 with a BOM) or an XLSX workbook; CSV when absent. */
        format?: 'csv' | 'xlsx';
        /** @description The language of the column headings, labels, dates and digits; when absent, the one `Accept-Language` asks for, else English. */
        lang?: 'en' | 'ar';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The rows the filters keep, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listAuditUsers: {
    parameters: {
      query?: {
        /** @description 1-based page, read by offset; 1 when absent. With `after` or `before` it is only echoed. */
        page?: number;
        /** @description Rows a page, at most 100; 20 when absent. */
        pageSize?: number;
        /** @description The page after this cursor, a previous answer’s `nextCursor`: read by keyset, as fast at the millionth row as at the first. */
        after?: string;
        /** @description The page before this cursor, a previous answer’s `prevCursor`; not with `after`. */
        before?: string;
        /** @description The order: a field ascending, or `-field` descending; `role` when absent. */
        sort?: 'role' | '-role';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of staff members. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditUserList'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listAuditEntities: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every entity a route records, in alphabetical order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditEntityList'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getAuditUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The staff member. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditUser'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  signIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginRequest'];
      };
    };
    responses: {
      /** @description A new session: its token and the user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginResponse'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The phone number or the password is wrong (`auth.invalid_credentials`). */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The account is disabled (`auth.account_disabled`). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many failed sign-ins from this address or for this phone (`auth.too_many_attempts`), or too many requests: wait the seconds `Retry-After` says. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  signOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description The session is over: its token no longer works. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listClasses: {
    parameters: {
      query?: {
        /** @description 1-based page, read by offset; 1 when absent. With `after` or `before` it is only echoed. */
        page?: number;
        /** @description Rows a page, at most 100; 20 when absent. */
        pageSize?: number;
        /** @description The page after this cursor, a previous answer’s `nextCursor`: read by keyset, as fast at the millionth row as at the first. */
        after?: string;
        /** @description The page before this cursor, a previous answer’s `prevCursor`; not with `after`. */
        before?: string;
        /** @description The order: a field ascending, or `-field` descending; `sort_order` when absent. */
        sort?:
          'sort_order' | '-sort_order' | 'name_en' | '-name_en' | 'name_ar' | '-name_ar' | 'created_at' | '-created_at';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        stage_id?: number;
        teacher_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of classes, with the total and the cursors of the pages around it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClassList'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  createClass: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ClassCreate'];
      };
    };
    responses: {
      /** @description The new class. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Class'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A value that must be unique is already used by another class: `errors` names the field. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  exportClasses: {
    parameters: {
      query?: {
        /** @description The order: a field ascending, or `-field` descending; `sort_order` when absent. */
        sort?:
          'sort_order' | '-sort_order' | 'name_en' | '-name_en' | 'name_ar' | '-name_ar' | 'created_at' | '-created_at';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        stage_id?: number;
        teacher_id?: number;
        /** @description CSV (UTF-8 with a BOM) or an XLSX workbook; CSV when absent. */
        format?: 'csv' | 'xlsx';
        /** @description The language of the column headings, labels, dates and digits; when absent, the one `Accept-Language` asks for, else English. */
        lang?: 'en' | 'ar';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The classes the filters keep, in the list's order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getClass: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The class. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Class'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deleteClass: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description The class is deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The class is still in use: `code` says by what. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  updateClass: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ClassUpdate'];
      };
    };
    responses: {
      /** @description The class, changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Class'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A value that must be unique is already used by another class: `errors` names the field. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listCodeGroups: {
    parameters: {
      query?: {
        /** @description 1-based page, read by offset; 1 when absent. With `after` or `before` it is only echoed. */
        page?: number;
        /** @description Rows a page, at most 100; 20 when absent. */
        pageSize?: number;
        /** @description The page after this cursor, a previous answer’s `nextCursor`: read by keyset, as fast at the millionth row as at the first. */
        after?: string;
        /** @description The page before this cursor, a previous answer’s `prevCursor`; not with `after`. */
        before?: string;
        /** @description The order: a field ascending, or `-field` descending; `-created_at` when absent. */
        sort?:
          | 'created_at'
          | '-created_at'
          | 'updated_at'
          | '-updated_at'
          | 'title'
          | '-title'
          | 'code_count'
          | '-code_count'
          | 'available_count'
          | '-available_count';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        teacher_id?: number;
        class_id?: number;
        content_type?: 'curriculum' | 'course';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of code groups, with the total and the cursors of the pages around it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CodeGroupList'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  createCodeGroup: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to repeat: a second request with the same key and the same body has no effect and gets the first answer (its status and body); the same key with another body is a 409 `idempotency.key_reused`. Keys are kept per staff member or API key. */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CodeGroupCreate'];
      };
    };
    responses: {
      /** @description The new group. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CodeGroup'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The `Idempotency-Key` was used with another request (`idempotency.key_reused`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  exportCodeGroups: {
    parameters: {
      query?: {
        /** @description The order: a field ascending, or `-field` descending; `-created_at` when absent. */
        sort?:
          | 'created_at'
          | '-created_at'
          | 'updated_at'
          | '-updated_at'
          | 'title'
          | '-title'
          | 'code_count'
          | '-code_count'
          | 'available_count'
          | '-available_count';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        teacher_id?: number;
        class_id?: number;
        content_type?: 'curriculum' | 'course';
        /** @description CSV (UTF-8 with a BOM) or an XLSX workbook; CSV when absent. */
        format?: 'csv' | 'xlsx';
        /** @description The language of the column headings, labels, dates and digits; when absent, the one `Accept-Language` asks for, else English. */
        lang?: 'en' | 'ar';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The code groups the filters keep, in the list's order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getCodeGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The code group. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CodeGroup'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deleteCodeGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description The code group is deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Codes of the group have been used (`code_group.in_use`): it is kept. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listCodeGroupCodes: {
    parameters: {
      query?: {
        /** @description 1-based page, read by offset; 1 when absent. With `after` or `before` it is only echoed. */
        page?: number;
        /** @description Rows a page, at most 100; 20 when absent. */
        pageSize?: number;
        /** @description The page after this cursor, a previous answer’s `nextCursor`: read by keyset, as fast at the millionth row as at the first. */
        after?: string;
        /** @description The page before this cursor, a previous answer’s `prevCursor`; not with `after`. */
        before?: string;
        /** @description The order: a field ascending, or `-field` descending; `-created_at` when absent. */
        sort?: 'created_at' | '-created_at' | 'price' | '-price' | 'used_at' | '-used_at';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        status?: 'used' | 'unused';
        batch_id?: number;
        student_id?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the group’s codes. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CodeList'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  addCodeGroupCodes: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to repeat: a second request with the same key and the same body has no effect and gets the first answer (its status and body); the same key with another body is a 409 `idempotency.key_reused`. Keys are kept per staff member or API key. */
        'idempotency-key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CodeGroupAddCodes'];
      };
    };
    responses: {
      /** @description The batch of new codes. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CodeBatch'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description There is no such group. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The `Idempotency-Key` was used with another request (`idempotency.key_reused`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  exportCodeGroupCodes: {
    parameters: {
      query?: {
        /** @description The order: a field ascending, or `-field` descending; `-created_at` when absent. */
        sort?: 'created_at' | '-created_at' | 'price' | '-price' | 'used_at' | '-used_at';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        status?: 'used' | 'unused';
        batch_id?: number;
        student_id?: number;
        /** @description CSV (UTF-8 with a BOM) or an XLSX workbook; CSV when absent. */
        format?: 'csv' | 'xlsx';
        /** @description The language of the column headings, labels, dates and digits; when absent, the one `Accept-Language` asks for, else English. */
        lang?: 'en' | 'ar';
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The group’s codes the filters keep, in the list’s order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listCodes: {
    parameters: {
      query?: {
        /** @description 1-based page, read by offset; 1 when absent. With `after` or `before` it is only echoed. */
        page?: number;
        /** @description Rows a page, at most 100; 20 when absent. */
        pageSize?: number;
        /** @description The page after this cursor, a previous answer’s `nextCursor`: read by keyset, as fast at the millionth row as at the first. */
        after?: string;
        /** @description The page before this cursor, a previous answer’s `prevCursor`; not with `after`. */
        before?: string;
        /** @description The order: a field ascending, or `-field` descending; `-created_at` when absent. */
        sort?: 'created_at' | '-created_at' | 'price' | '-price' | 'used_at' | '-used_at';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        kind?: 'wallet' | 'subscription';
        status?: 'used' | 'unused';
        batch_id?: number;
        group_id?: number;
        student_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of codes, with the total and the cursors of the pages around it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CodeList'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  createCodeBatch: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to repeat: a second request with the same key and the same body has no effect and gets the first answer (its status and body); the same key with another body is a 409 `idempotency.key_reused`. Keys are kept per staff member or API key. */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CodeBatchCreate'];
      };
    };
    responses: {
      /** @description The batch. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CodeBatch'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The `Idempotency-Key` was used with another request (`idempotency.key_reused`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  exportCodes: {
    parameters: {
      query?: {
        /** @description The order: a field ascending, or `-field` descending; `-created_at` when absent. */
        sort?: 'created_at' | '-created_at' | 'price' | '-price' | 'used_at' | '-used_at';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        kind?: 'wallet' | 'subscription';
        status?: 'used' | 'unused';
        batch_id?: number;
        group_id?: number;
        student_id?: number;
        /** @description CSV (UTF-8 with a BOM) or an XLSX workbook; CSV when absent. */
        format?: 'csv' | 'xlsx';
        /** @description The language of the column headings, labels, dates and digits; when absent, the one `Accept-Language` asks for, else English. */
        lang?: 'en' | 'ar';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The codes the filters keep, in the list's order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getCodeBatchProgress: {
    parameters: {
      query: {
        key: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description How many codes of how many are made. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CodeProgress'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No batch of yours under this key is being made, or was made in the last five minutes. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  redeemCode: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to repeat: a second request with the same key and the same body has no effect and gets the first answer (its status and body); the same key with another body is a 409 `idempotency.key_reused`. Keys are kept per staff member or API key. */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CodeRedeem'];
      };
    };
    responses: {
      /** @description What the code did. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CodeRedemption'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The code is used (`code.used`), the student has no class or system, is of another class than what it opens or already has it, or the `Idempotency-Key` was used with another request: `code` says which. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listCourses: {
    parameters: {
      query?: {
        /** @description 1-based page, read by offset; 1 when absent. With `after` or `before` it is only echoed. */
        page?: number;
        /** @description Rows a page, at most 100; 20 when absent. */
        pageSize?: number;
        /** @description The page after this cursor, a previous answer’s `nextCursor`: read by keyset, as fast at the millionth row as at the first. */
        after?: string;
        /** @description The page before this cursor, a previous answer’s `prevCursor`; not with `after`. */
        before?: string;
        /** @description The order: a field ascending, or `-field` descending; `-created_at` when absent. */
        sort?: 'name_en' | '-name_en' | 'name_ar' | '-name_ar' | 'price' | '-price' | 'created_at' | '-created_at';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        teacher_id?: number;
        class_id?: number;
        subject_id?: number;
        is_paid?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of courses, with the total and the cursors of the pages around it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CourseList'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  createCourse: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CourseCreate'];
      };
    };
    responses: {
      /** @description The new course. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Course'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  exportCourses: {
    parameters: {
      query?: {
        /** @description The order: a field ascending, or `-field` descending; `-created_at` when absent. */
        sort?: 'name_en' | '-name_en' | 'name_ar' | '-name_ar' | 'price' | '-price' | 'created_at' | '-created_at';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        teacher_id?: number;
        class_id?: number;
        subject_id?: number;
        is_paid?: 'true' | 'false';
        /** @description CSV (UTF-8 with a BOM) or an XLSX workbook; CSV when absent. */
        format?: 'csv' | 'xlsx';
        /** @description The language of the column headings, labels, dates and digits; when absent, the one `Accept-Language` asks for, else English. */
        lang?: 'en' | 'ar';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The courses the filters keep, in the list's order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getCourse: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The course. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Course'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deleteCourse: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description The course is deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A subscription (even a deleted one) or a code group is for this course (`resource.in_use`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  updateCourse: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CourseUpdate'];
      };
    };
    responses: {
      /** @description The course, changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Course'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listCurricula: {
    parameters: {
      query?: {
        /** @description 1-based page, read by offset; 1 when absent. With `after` or `before` it is only echoed. */
        page?: number;
        /** @description Rows a page, at most 100; 20 when absent. */
        pageSize?: number;
        /** @description The page after this cursor, a previous answer’s `nextCursor`: read by keyset, as fast at the millionth row as at the first. */
        after?: string;
        /** @description The page before this cursor, a previous answer’s `prevCursor`; not with `after`. */
        before?: string;
        /** @description The order: a field ascending, or `-field` descending; `-created_at` when absent. */
        sort?: 'title_en' | '-title_en' | 'title_ar' | '-title_ar' | 'price' | '-price' | 'created_at' | '-created_at';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        teacher_id?: number;
        class_id?: number;
        subject_id?: number;
        status?: 'open' | 'closed';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of curricula, with the total and the cursors of the pages around it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CurriculumList'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  createCurriculum: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CurriculumCreate'];
      };
    };
    responses: {
      /** @description The new curriculum. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Curriculum'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  exportCurricula: {
    parameters: {
      query?: {
        /** @description The order: a field ascending, or `-field` descending; `-created_at` when absent. */
        sort?: 'title_en' | '-title_en' | 'title_ar' | '-title_ar' | 'price' | '-price' | 'created_at' | '-created_at';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        teacher_id?: number;
        class_id?: number;
        subject_id?: number;
        status?: 'open' | 'closed';
        /** @description CSV (UTF-8 with a BOM) or an XLSX workbook; CSV when absent. */
        format?: 'csv' | 'xlsx';
        /** @description The language of the column headings, labels, dates and digits; when absent, the one `Accept-Language` asks for, else English. */
        lang?: 'en' | 'ar';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The curricula the filters keep, in the list's order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getCurriculum: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The curriculum. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Curriculum'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deleteCurriculum: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description The curriculum is deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A subscription (even a deleted one) or a code group is for this curriculum (`resource.in_use`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  updateCurriculum: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CurriculumUpdate'];
      };
    };
    responses: {
      /** @description The curriculum, changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Curriculum'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getCurriculumOutline: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The outline. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CurriculumOutline'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  orderCurriculumUnits: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['Order'];
      };
    };
    responses: {
      /** @description The children are in the new order. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getDashboardStats: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The counts, each over the whole platform. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DashboardStats'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  streamEvents: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description An endless stream: `retry: 5000`, a `: ping` comment every 25 s, and an event `message` whose data is a JSON `{ "title", "body" }` for each pushed message. It ends when the session does. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listExams: {
    parameters: {
      query?: {
        /** @description 1-based page, read by offset; 1 when absent. With `after` or `before` it is only echoed. */
        page?: number;
        /** @description Rows a page, at most 100; 20 when absent. */
        pageSize?: number;
        /** @description The page after this cursor, a previous answer’s `nextCursor`: read by keyset, as fast at the millionth row as at the first. */
        after?: string;
        /** @description The page before this cursor, a previous answer’s `prevCursor`; not with `after`. */
        before?: string;
        /** @description The order: a field ascending, or `-field` descending; `-created_at` when absent. */
        sort?:
          | 'created_at'
          | '-created_at'
          | 'title_en'
          | '-title_en'
          | 'title_ar'
          | '-title_ar'
          | 'result_count'
          | '-result_count'
          | 'average'
          | '-average';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        course_id?: number;
        curriculum_id?: number;
        lesson_id?: number;
        kind?: 'exam' | 'quiz' | 'assignment';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of exams, with the total and the cursors of the pages around it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExamList'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  createExam: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ExamCreate'];
      };
    };
    responses: {
      /** @description The new exam. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Exam'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  exportExams: {
    parameters: {
      query?: {
        /** @description The order: a field ascending, or `-field` descending; `-created_at` when absent. */
        sort?:
          | 'created_at'
          | '-created_at'
          | 'title_en'
          | '-title_en'
          | 'title_ar'
          | '-title_ar'
          | 'result_count'
          | '-result_count'
          | 'average'
          | '-average';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        course_id?: number;
        curriculum_id?: number;
        lesson_id?: number;
        kind?: 'exam' | 'quiz' | 'assignment';
        /** @description CSV (UTF-8 with a BOM) or an XLSX workbook; CSV when absent. */
        format?: 'csv' | 'xlsx';
        /** @description The language of the column headings, labels, dates and digits; when absent, the one `Accept-Language` asks for, else English. */
        lang?: 'en' | 'ar';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The exams the filters keep, in the list's order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getExam: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The exam. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Exam'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deleteExam: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description The exam is deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The exam has results (`exam.has_results`: the students’ grades would go with it), or it is a lesson’s quiz or assignment, which goes with its element (`resource.in_use`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  updateExam: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ExamUpdate'];
      };
    };
    responses: {
      /** @description The exam, changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Exam'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getExamQuestions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The exam’s questions in order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExamQuestions'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  putExamQuestions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ExamQuestionsUpdate'];
      };
    };
    responses: {
      /** @description The exam’s questions, in the new order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExamQuestions'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Students have submitted the exam (`exam.has_results`): its questions cannot change. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getExamStats: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The exam’s figures. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExamStats'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listExamResults: {
    parameters: {
      query?: {
        /** @description 1-based page, read by offset; 1 when absent. With `after` or `before` it is only echoed. */
        page?: number;
        /** @description Rows a page, at most 100; 20 when absent. */
        pageSize?: number;
        /** @description The page after this cursor, a previous answer’s `nextCursor`: read by keyset, as fast at the millionth row as at the first. */
        after?: string;
        /** @description The page before this cursor, a previous answer’s `prevCursor`; not with `after`. */
        before?: string;
        /** @description The order: a field ascending, or `-field` descending; `-submitted_at` when absent. */
        sort?:
          | 'submitted_at'
          | '-submitted_at'
          | 'percent'
          | '-percent'
          | 'duration_seconds'
          | '-duration_seconds'
          | 'student_name'
          | '-student_name';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        passed?: 'true' | 'false';
        status?: 'marked' | 'awaiting';
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the exam’s results, with the total and the cursors of the pages around it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExamResultList'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  exportExamResults: {
    parameters: {
      query?: {
        /** @description The order: a field ascending, or `-field` descending; `-submitted_at` when absent. */
        sort?:
          | 'submitted_at'
          | '-submitted_at'
          | 'percent'
          | '-percent'
          | 'duration_seconds'
          | '-duration_seconds'
          | 'student_name'
          | '-student_name';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        passed?: 'true' | 'false';
        status?: 'marked' | 'awaiting';
        /** @description CSV (UTF-8 with a BOM) or an XLSX workbook; CSV when absent. */
        format?: 'csv' | 'xlsx';
        /** @description The language of the column headings, labels, dates and digits; when absent, the one `Accept-Language` asks for, else English. */
        lang?: 'en' | 'ar';
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The exam’s results the filters keep, in the list’s order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getExamSolution: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        resultId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The result and its answers in the exam’s order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExamSolution'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  markExamAnswer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        resultId: number;
        questionId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ExamHandMark'];
      };
    };
    responses: {
      /** @description The student’s answers with the new mark. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExamSolution'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server marks this answer itself (`exam.auto_marked`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  submitExam: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ExamSubmission'];
      };
    };
    responses: {
      /** @description The student’s result, marked as far as the server marks. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExamResult'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The student already submitted this exam (`exam.already_submitted`), or the exam has no questions (`exam.no_questions`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The server and its database answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Health'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listLessons: {
    parameters: {
      query?: {
        /** @description 1-based page, read by offset; 1 when absent. With `after` or `before` it is only echoed. */
        page?: number;
        /** @description Rows a page, at most 100; 20 when absent. */
        pageSize?: number;
        /** @description The page after this cursor, a previous answer’s `nextCursor`: read by keyset, as fast at the millionth row as at the first. */
        after?: string;
        /** @description The page before this cursor, a previous answer’s `prevCursor`; not with `after`. */
        before?: string;
        /** @description The order: a field ascending, or `-field` descending; `title_en` when absent. */
        sort?: 'title_en' | '-title_en' | 'title_ar' | '-title_ar' | 'created_at' | '-created_at';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        curriculum_id?: number;
        unit_id?: number;
        teacher_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of lessons, with the total and the cursors of the pages around it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LessonList'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  createLesson: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LessonCreate'];
      };
    };
    responses: {
      /** @description The new lesson. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Lesson'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  exportLessons: {
    parameters: {
      query?: {
        /** @description The order: a field ascending, or `-field` descending; `title_en` when absent. */
        sort?: 'title_en' | '-title_en' | 'title_ar' | '-title_ar' | 'created_at' | '-created_at';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        curriculum_id?: number;
        unit_id?: number;
        teacher_id?: number;
        /** @description CSV (UTF-8 with a BOM) or an XLSX workbook; CSV when absent. */
        format?: 'csv' | 'xlsx';
        /** @description The language of the column headings, labels, dates and digits; when absent, the one `Accept-Language` asks for, else English. */
        lang?: 'en' | 'ar';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The lessons the filters keep, in the list's order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getLesson: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The lesson. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Lesson'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deleteLesson: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description The lesson is deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  updateLesson: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LessonUpdate'];
      };
    };
    responses: {
      /** @description The lesson, changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Lesson'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listLessonElements: {
    parameters: {
      query?: {
        /** @description 1-based page, read by offset; 1 when absent. With `after` or `before` it is only echoed. */
        page?: number;
        /** @description Rows a page, at most 100; 20 when absent. */
        pageSize?: number;
        /** @description The page after this cursor, a previous answer’s `nextCursor`: read by keyset, as fast at the millionth row as at the first. */
        after?: string;
        /** @description The page before this cursor, a previous answer’s `prevCursor`; not with `after`. */
        before?: string;
        /** @description The order: a field ascending, or `-field` descending; `sort_order` when absent. */
        sort?: 'sort_order' | '-sort_order' | 'created_at' | '-created_at';
        lesson_id?: number;
        type?: 'video' | 'document' | 'quiz' | 'assignment';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of lesson elements, with the total and the cursors of the pages around it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LessonElementList'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  createLessonElement: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LessonElementCreate'];
      };
    };
    responses: {
      /** @description The new lesson element. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LessonElement'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  exportLessonElements: {
    parameters: {
      query?: {
        /** @description The order: a field ascending, or `-field` descending; `sort_order` when absent. */
        sort?: 'sort_order' | '-sort_order' | 'created_at' | '-created_at';
        lesson_id?: number;
        type?: 'video' | 'document' | 'quiz' | 'assignment';
        /** @description CSV (UTF-8 with a BOM) or an XLSX workbook; CSV when absent. */
        format?: 'csv' | 'xlsx';
        /** @description The language of the column headings, labels, dates and digits; when absent, the one `Accept-Language` asks for, else English. */
        lang?: 'en' | 'ar';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The lesson elements the filters keep, in the list's order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getLessonElement: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The lesson element. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LessonElement'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deleteLessonElement: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description The lesson element is deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A quiz or assignment students have submitted (`exam.has_results`): their marks stay. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  updateLessonElement: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LessonElementUpdate'];
      };
    };
    responses: {
      /** @description The lesson element, changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LessonElement'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  orderLessonElements: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['Order'];
      };
    };
    responses: {
      /** @description The children are in the new order. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listPayments: {
    parameters: {
      query?: {
        /** @description 1-based page, read by offset; 1 when absent. With `after` or `before` it is only echoed. */
        page?: number;
        /** @description Rows a page, at most 100; 20 when absent. */
        pageSize?: number;
        /** @description The page after this cursor, a previous answer’s `nextCursor`: read by keyset, as fast at the millionth row as at the first. */
        after?: string;
        /** @description The page before this cursor, a previous answer’s `prevCursor`; not with `after`. */
        before?: string;
        /** @description The order: a field ascending, or `-field` descending; `-paid_on` when absent. */
        sort?: 'paid_on' | '-paid_on' | 'original_price' | '-original_price' | 'paid' | '-paid';
        /** @description A day, YYYY-MM-DD, in Cairo, from 2000-01-01 to 2099-12-31. */
        from?: string;
        /** @description A day, YYYY-MM-DD, in Cairo, from 2000-01-01 to 2099-12-31. */
        to?: string;
        teacher_id?: number;
        subject_id?: number;
        class_id?: number;
        type?: 'monthly' | 'course';
        promo_code_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of payments, with the total and the cursors of the pages around it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentList'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  exportPayments: {
    parameters: {
      query?: {
        /** @description The order: a field ascending, or `-field` descending; `-paid_on` when absent. */
        sort?: 'paid_on' | '-paid_on' | 'original_price' | '-original_price' | 'paid' | '-paid';
        /** @description A day, YYYY-MM-DD, in Cairo, from 2000-01-01 to 2099-12-31. */
        from?: string;
        /** @description A day, YYYY-MM-DD, in Cairo, from 2000-01-01 to 2099-12-31. */
        to?: string;
        teacher_id?: number;
        subject_id?: number;
        class_id?: number;
        type?: 'monthly' | 'course';
        promo_code_id?: number;
        /** @description CSV (UTF-8 with a BOM) or an XLSX workbook; CSV when absent. */
        format?: 'csv' | 'xlsx';
        /** @description The language of the column headings, labels, dates and digits; when absent, the one `Accept-Language` asks for, else English. */
        lang?: 'en' | 'ar';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The payments the filters keep, in the list's order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getPaymentSummary: {
    parameters: {
      query: {
        /** @description A day, YYYY-MM-DD, in Cairo, from 2000-01-01 to 2099-12-31. */
        from: string;
        /** @description A day, YYYY-MM-DD, in Cairo, from 2000-01-01 to 2099-12-31. */
        to: string;
        teacher_id?: number;
        subject_id?: number;
        class_id?: number;
        type?: 'monthly' | 'course';
        promo_code_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The totals and the days of the range. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentSummary'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listStudentPayments: {
    parameters: {
      query?: {
        /** @description A previous answer’s `nextCursor`. */
        after?: string;
        /** @description Rows a page, at most 100; 20 when absent. */
        pageSize?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the student’s payments. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StudentPayments'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The signed-in user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Profile'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  updateProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProfileUpdate'];
      };
    };
    responses: {
      /** @description The signed-in user, changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Profile'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Another user has this email (`user.taken`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordChange'];
      };
    };
    responses: {
      /** @description The password is changed; the user’s other sessions have ended. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listPromoCodes: {
    parameters: {
      query?: {
        /** @description 1-based page, read by offset; 1 when absent. With `after` or `before` it is only echoed. */
        page?: number;
        /** @description Rows a page, at most 100; 20 when absent. */
        pageSize?: number;
        /** @description The page after this cursor, a previous answer’s `nextCursor`: read by keyset, as fast at the millionth row as at the first. */
        after?: string;
        /** @description The page before this cursor, a previous answer’s `prevCursor`; not with `after`. */
        before?: string;
        /** @description The order: a field ascending, or `-field` descending; `-created_at` when absent. */
        sort?:
          | 'code'
          | '-code'
          | 'starts_on'
          | '-starts_on'
          | 'ends_on'
          | '-ends_on'
          | 'discount_percent'
          | '-discount_percent'
          | 'used_count'
          | '-used_count'
          | 'created_at'
          | '-created_at';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        state?: 'scheduled' | 'active' | 'used_up' | 'expired';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of promo codes, with the total and the cursors of the pages around it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PromoCodeList'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  createPromoCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PromoCodeCreate'];
      };
    };
    responses: {
      /** @description The new promo code. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PromoCode'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The code is already used by another promo code, whatever its case (`promo_code.code_taken`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  exportPromoCodes: {
    parameters: {
      query?: {
        /** @description The order: a field ascending, or `-field` descending; `-created_at` when absent. */
        sort?:
          | 'code'
          | '-code'
          | 'starts_on'
          | '-starts_on'
          | 'ends_on'
          | '-ends_on'
          | 'discount_percent'
          | '-discount_percent'
          | 'used_count'
          | '-used_count'
          | 'created_at'
          | '-created_at';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        state?: 'scheduled' | 'active' | 'used_up' | 'expired';
        /** @description CSV (UTF-8 with a BOM) or an XLSX workbook; CSV when absent. */
        format?: 'csv' | 'xlsx';
        /** @description The language of the column headings, labels, dates and digits; when absent, the one `Accept-Language` asks for, else English. */
        lang?: 'en' | 'ar';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The promo codes the filters keep, in the list's order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getPromoCode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The promo code. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PromoCode'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deletePromoCode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description The promo code is deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The promo code has been used by a subscription (`promo_code.in_use`): it is kept. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  updatePromoCode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PromoCodeUpdate'];
      };
    };
    responses: {
      /** @description The promo code, changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PromoCode'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The code is already used by another promo code, whatever its case (`promo_code.code_taken`), or the promo code has been used by a subscription and keeps its code (`promo_code.rename_used`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listQuestions: {
    parameters: {
      query?: {
        /** @description 1-based page, read by offset; 1 when absent. With `after` or `before` it is only echoed. */
        page?: number;
        /** @description Rows a page, at most 100; 20 when absent. */
        pageSize?: number;
        /** @description The page after this cursor, a previous answer’s `nextCursor`: read by keyset, as fast at the millionth row as at the first. */
        after?: string;
        /** @description The page before this cursor, a previous answer’s `prevCursor`; not with `after`. */
        before?: string;
        /** @description The order: a field ascending, or `-field` descending; `-created_at` when absent. */
        sort?: 'created_at' | '-created_at' | 'type' | '-type';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        course_id?: number;
        curriculum_id?: number;
        unit_id?: number;
        lesson_id?: number;
        type?: 'choose' | 'complete' | 'group' | 'paragraph' | 'true_false' | 'voice';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of questions, with the total and the cursors of the pages around it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QuestionList'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  createQuestion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['QuestionCreate'];
      };
    };
    responses: {
      /** @description The new question. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Question'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  exportQuestions: {
    parameters: {
      query?: {
        /** @description The order: a field ascending, or `-field` descending; `-created_at` when absent. */
        sort?: 'created_at' | '-created_at' | 'type' | '-type';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        course_id?: number;
        curriculum_id?: number;
        unit_id?: number;
        lesson_id?: number;
        type?: 'choose' | 'complete' | 'group' | 'paragraph' | 'true_false' | 'voice';
        /** @description CSV (UTF-8 with a BOM) or an XLSX workbook; CSV when absent. */
        format?: 'csv' | 'xlsx';
        /** @description The language of the column headings, labels, dates and digits; when absent, the one `Accept-Language` asks for, else English. */
        lang?: 'en' | 'ar';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The questions the filters keep, in the list's order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getQuestion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The question. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Question'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deleteQuestion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description The question is deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The question is in an exam (`question.in_use`): take it out of the exam first. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  updateQuestion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['QuestionUpdate'];
      };
    };
    responses: {
      /** @description The question, changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Question'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getQuestionTemplate: {
    parameters: {
      query?: {
        format?: 'csv' | 'xlsx';
        lang?: 'en' | 'ar';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The template, with one example row of each type. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  importQuestions: {
    parameters: {
      query?: {
        dryRun?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['QuestionImportForm'];
      };
    };
    responses: {
      /** @description The dry run’s check: nothing was saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QuestionImportResult'];
        };
      };
      /** @description Every row was good and every question is saved. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['QuestionImportResult'];
        };
      };
      /** @description The form, the bank or the file is not valid: `errors` names each field, or, for a file with refused rows (`question.import_invalid`), each refused cell with its `row` and `column` in `params`. Nothing was saved. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The bank is another teacher’s (`auth.not_owner`), or the role may not add questions. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The file is larger than the import takes (`upload.size`, with the limit in MB as `max`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request is not `multipart/form-data` (`upload.missing`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The settings. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Settings'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  saveSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['Settings'];
      };
    };
    responses: {
      /** @description The settings, saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Settings'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listSpecializations: {
    parameters: {
      query?: {
        /** @description 1-based page, read by offset; 1 when absent. With `after` or `before` it is only echoed. */
        page?: number;
        /** @description Rows a page, at most 100; 20 when absent. */
        pageSize?: number;
        /** @description The page after this cursor, a previous answer’s `nextCursor`: read by keyset, as fast at the millionth row as at the first. */
        after?: string;
        /** @description The page before this cursor, a previous answer’s `prevCursor`; not with `after`. */
        before?: string;
        /** @description The order: a field ascending, or `-field` descending; `class` when absent. */
        sort?: 'class' | '-class' | 'name_en' | '-name_en' | 'name_ar' | '-name_ar' | 'created_at' | '-created_at';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        class_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of specializations, with the total and the cursors of the pages around it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SpecializationList'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  createSpecialization: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SpecializationCreate'];
      };
    };
    responses: {
      /** @description The new specialization. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Specialization'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A value that must be unique is already used by another specialization: `errors` names the field. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  exportSpecializations: {
    parameters: {
      query?: {
        /** @description The order: a field ascending, or `-field` descending; `class` when absent. */
        sort?: 'class' | '-class' | 'name_en' | '-name_en' | 'name_ar' | '-name_ar' | 'created_at' | '-created_at';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        class_id?: number;
        /** @description CSV (UTF-8 with a BOM) or an XLSX workbook; CSV when absent. */
        format?: 'csv' | 'xlsx';
        /** @description The language of the column headings, labels, dates and digits; when absent, the one `Accept-Language` asks for, else English. */
        lang?: 'en' | 'ar';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The specializations the filters keep, in the list's order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getSpecialization: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The specialization. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Specialization'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deleteSpecialization: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description The specialization is deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The specialization is still in use: `code` says by what. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  updateSpecialization: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SpecializationUpdate'];
      };
    };
    responses: {
      /** @description The specialization, changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Specialization'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A value that must be unique is already used by another specialization: `errors` names the field. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listStages: {
    parameters: {
      query?: {
        /** @description 1-based page, read by offset; 1 when absent. With `after` or `before` it is only echoed. */
        page?: number;
        /** @description Rows a page, at most 100; 20 when absent. */
        pageSize?: number;
        /** @description The page after this cursor, a previous answer’s `nextCursor`: read by keyset, as fast at the millionth row as at the first. */
        after?: string;
        /** @description The page before this cursor, a previous answer’s `prevCursor`; not with `after`. */
        before?: string;
        /** @description The order: a field ascending, or `-field` descending; `sort_order` when absent. */
        sort?:
          | 'sort_order'
          | '-sort_order'
          | 'name_en'
          | '-name_en'
          | 'name_ar'
          | '-name_ar'
          | 'code'
          | '-code'
          | 'created_at'
          | '-created_at';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of stages, with the total and the cursors of the pages around it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StageList'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  createStage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StageCreate'];
      };
    };
    responses: {
      /** @description The new stage. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Stage'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A value that must be unique is already used by another stage: `errors` names the field. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  exportStages: {
    parameters: {
      query?: {
        /** @description The order: a field ascending, or `-field` descending; `sort_order` when absent. */
        sort?:
          | 'sort_order'
          | '-sort_order'
          | 'name_en'
          | '-name_en'
          | 'name_ar'
          | '-name_ar'
          | 'code'
          | '-code'
          | 'created_at'
          | '-created_at';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        /** @description CSV (UTF-8 with a BOM) or an XLSX workbook; CSV when absent. */
        format?: 'csv' | 'xlsx';
        /** @description The language of the column headings, labels, dates and digits; when absent, the one `Accept-Language` asks for, else English. */
        lang?: 'en' | 'ar';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stages the filters keep, in the list's order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getStage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stage. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Stage'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deleteStage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description The stage is deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The stage is still in use: `code` says by what. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  updateStage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StageUpdate'];
      };
    };
    responses: {
      /** @description The stage, changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Stage'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A value that must be unique is already used by another stage: `errors` names the field. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listStudents: {
    parameters: {
      query?: {
        /** @description 1-based page, read by offset; 1 when absent. With `after` or `before` it is only echoed. */
        page?: number;
        /** @description Rows a page, at most 100; 20 when absent. */
        pageSize?: number;
        /** @description The page after this cursor, a previous answer’s `nextCursor`: read by keyset, as fast at the millionth row as at the first. */
        after?: string;
        /** @description The page before this cursor, a previous answer’s `prevCursor`; not with `after`. */
        before?: string;
        /** @description The order: a field ascending, or `-field` descending; `-created_at` when absent. */
        sort?:
          | 'name'
          | '-name'
          | 'phone'
          | '-phone'
          | 'email'
          | '-email'
          | 'class'
          | '-class'
          | 'system'
          | '-system'
          | 'created_at'
          | '-created_at'
          | 'quiz_average'
          | '-quiz_average'
          | 'assignment_average'
          | '-assignment_average'
          | 'points'
          | '-points'
          | 'completion_rate'
          | '-completion_rate'
          | 'wallet_balance'
          | '-wallet_balance'
          | 'can_comment'
          | '-can_comment';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        stage_id?: number;
        class_id?: number;
        system_id?: number;
        /** @description An instant, ISO 8601 with its offset (e.g. `2026-11-23T00:00:00+02:00`), from the start of 2000-01-01 in Cairo to the end of 2099-12-31 there. */
        registered_from?: string;
        /** @description An instant, ISO 8601 with its offset (e.g. `2026-11-23T00:00:00+02:00`), from the start of 2000-01-01 in Cairo to the end of 2099-12-31 there. */
        registered_to?: string;
        balance_min?: number;
        balance_max?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of students, with the total and the cursors of the pages around it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StudentList'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  exportStudents: {
    parameters: {
      query?: {
        /** @description The order: a field ascending, or `-field` descending; `-created_at` when absent. */
        sort?:
          | 'name'
          | '-name'
          | 'phone'
          | '-phone'
          | 'email'
          | '-email'
          | 'class'
          | '-class'
          | 'system'
          | '-system'
          | 'created_at'
          | '-created_at'
          | 'quiz_average'
          | '-quiz_average'
          | 'assignment_average'
          | '-assignment_average'
          | 'points'
          | '-points'
          | 'completion_rate'
          | '-completion_rate'
          | 'wallet_balance'
          | '-wallet_balance'
          | 'can_comment'
          | '-can_comment';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        stage_id?: number;
        class_id?: number;
        system_id?: number;
        /** @description An instant, ISO 8601 with its offset (e.g. `2026-11-23T00:00:00+02:00`), from the start of 2000-01-01 in Cairo to the end of 2099-12-31 there. */
        registered_from?: string;
        /** @description An instant, ISO 8601 with its offset (e.g. `2026-11-23T00:00:00+02:00`), from the start of 2000-01-01 in Cairo to the end of 2099-12-31 there. */
        registered_to?: string;
        balance_min?: number;
        balance_max?: number;
        /** @description CSV (UTF-8 with a BOM) or an XLSX workbook; CSV when absent. */
        format?: 'csv' | 'xlsx';
        /** @description The language of the column headings, labels, dates and digits; when absent, the one `Accept-Language` asks for, else English. */
        lang?: 'en' | 'ar';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The students the filters keep, in the list's order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getStudent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The student. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Student'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  updateStudent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StudentUpdate'];
      };
    };
    responses: {
      /** @description The student, changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Student'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The phone number is another student’s (`student.phone_taken`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getStudentWallet: {
    parameters: {
      query?: {
        /** @description A previous answer’s `nextCursor`. */
        after?: string;
        /** @description Rows a page, at most 100; 20 when absent. */
        pageSize?: number;
        kind?: 'manual_credit' | 'manual_debit' | 'subscription' | 'code';
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The balance and a page of the ledger. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Wallet'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  moveStudentWallet: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to repeat: a second request with the same key and the same body has no effect and gets the first answer (its status and body); the same key with another body is a 409 `idempotency.key_reused`. Keys are kept per staff member or API key. */
        'idempotency-key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WalletMoveCreate'];
      };
    };
    responses: {
      /** @description The ledger’s new row, with the balance after it. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WalletMove'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The balance is less than the debit (`wallet.insufficient_funds`), or the `Idempotency-Key` was used with another request (`idempotency.key_reused`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getStudentTimeline: {
    parameters: {
      query?: {
        before?: string;
        /** @description Rows a page, at most 100; 20 when absent. */
        pageSize?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the timeline. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StudentTimeline'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listSubjects: {
    parameters: {
      query?: {
        /** @description 1-based page, read by offset; 1 when absent. With `after` or `before` it is only echoed. */
        page?: number;
        /** @description Rows a page, at most 100; 20 when absent. */
        pageSize?: number;
        /** @description The page after this cursor, a previous answer’s `nextCursor`: read by keyset, as fast at the millionth row as at the first. */
        after?: string;
        /** @description The page before this cursor, a previous answer’s `prevCursor`; not with `after`. */
        before?: string;
        /** @description The order: a field ascending, or `-field` descending; `name_en` when absent. */
        sort?: 'name_en' | '-name_en' | 'name_ar' | '-name_ar' | 'code' | '-code' | 'created_at' | '-created_at';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        stage_id?: number;
        class_id?: number;
        specialization_id?: number;
        teacher_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of subjects, with the total and the cursors of the pages around it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubjectList'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  createSubject: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SubjectCreate'];
      };
    };
    responses: {
      /** @description The new subject. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Subject'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A value that must be unique is already used by another subject: `errors` names the field. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  exportSubjects: {
    parameters: {
      query?: {
        /** @description The order: a field ascending, or `-field` descending; `name_en` when absent. */
        sort?: 'name_en' | '-name_en' | 'name_ar' | '-name_ar' | 'code' | '-code' | 'created_at' | '-created_at';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        stage_id?: number;
        class_id?: number;
        specialization_id?: number;
        teacher_id?: number;
        /** @description CSV (UTF-8 with a BOM) or an XLSX workbook; CSV when absent. */
        format?: 'csv' | 'xlsx';
        /** @description The language of the column headings, labels, dates and digits; when absent, the one `Accept-Language` asks for, else English. */
        lang?: 'en' | 'ar';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The subjects the filters keep, in the list's order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getSubject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The subject. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Subject'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deleteSubject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description The subject is deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The subject is still in use: `code` says by what. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  updateSubject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SubjectUpdate'];
      };
    };
    responses: {
      /** @description The subject, changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Subject'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A value that must be unique is already used by another subject: `errors` names the field. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listSubscriptions: {
    parameters: {
      query?: {
        /** @description 1-based page, read by offset; 1 when absent. With `after` or `before` it is only echoed. */
        page?: number;
        /** @description Rows a page, at most 100; 20 when absent. */
        pageSize?: number;
        /** @description The page after this cursor, a previous answer’s `nextCursor`: read by keyset, as fast at the millionth row as at the first. */
        after?: string;
        /** @description The page before this cursor, a previous answer’s `prevCursor`; not with `after`. */
        before?: string;
        /** @description The order: a field ascending, or `-field` descending; `-created_at` when absent. */
        sort?:
          | 'created_at'
          | '-created_at'
          | 'starts_on'
          | '-starts_on'
          | 'ends_on'
          | '-ends_on'
          | 'renewal_count'
          | '-renewal_count'
          | 'price'
          | '-price'
          | 'paid_total'
          | '-paid_total';
        type?: 'monthly' | 'course';
        status?: 'active' | 'expired' | 'permanent' | 'free' | 'uncertain';
        student_id?: number;
        teacher_id?: number;
        subject_id?: number;
        class_id?: number;
        curriculum_id?: number;
        course_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of subscriptions, with the total and the cursors of the pages around it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriptionList'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  createSubscription: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to repeat: a second request with the same key and the same body has no effect and gets the first answer (its status and body); the same key with another body is a 409 `idempotency.key_reused`. Keys are kept per staff member or API key. */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SubscriptionCreate'];
      };
    };
    responses: {
      /** @description The new subscription. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Subscription'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The student has no class or system, the content is of another class, the student already has it, the promo code cannot be used, the wallet is short, or the `Idempotency-Key` was used with another request: `code` says which. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  exportSubscriptions: {
    parameters: {
      query?: {
        /** @description The order: a field ascending, or `-field` descending; `-created_at` when absent. */
        sort?:
          | 'created_at'
          | '-created_at'
          | 'starts_on'
          | '-starts_on'
          | 'ends_on'
          | '-ends_on'
          | 'renewal_count'
          | '-renewal_count'
          | 'price'
          | '-price'
          | 'paid_total'
          | '-paid_total';
        type?: 'monthly' | 'course';
        status?: 'active' | 'expired' | 'permanent' | 'free' | 'uncertain';
        student_id?: number;
        teacher_id?: number;
        subject_id?: number;
        class_id?: number;
        curriculum_id?: number;
        course_id?: number;
        /** @description CSV (UTF-8 with a BOM) or an XLSX workbook; CSV when absent. */
        format?: 'csv' | 'xlsx';
        /** @description The language of the column headings, labels, dates and digits; when absent, the one `Accept-Language` asks for, else English. */
        lang?: 'en' | 'ar';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The subscriptions the filters keep, in the list's order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getSubscription: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The subscription. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Subscription'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deleteSubscription: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description The subscription is deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The subscription is already deleted (`subscription.deleted`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listDeletedSubscriptions: {
    parameters: {
      query?: {
        /** @description 1-based page, read by offset; 1 when absent. With `after` or `before` it is only echoed. */
        page?: number;
        /** @description Rows a page, at most 100; 20 when absent. */
        pageSize?: number;
        /** @description The page after this cursor, a previous answer’s `nextCursor`: read by keyset, as fast at the millionth row as at the first. */
        after?: string;
        /** @description The page before this cursor, a previous answer’s `prevCursor`; not with `after`. */
        before?: string;
        /** @description The order: a field ascending, or `-field` descending; `-deleted_at` when absent. */
        sort?:
          | 'created_at'
          | '-created_at'
          | 'starts_on'
          | '-starts_on'
          | 'ends_on'
          | '-ends_on'
          | 'renewal_count'
          | '-renewal_count'
          | 'price'
          | '-price'
          | 'paid_total'
          | '-paid_total'
          | 'deleted_at'
          | '-deleted_at';
        type?: 'monthly' | 'course';
        status?: 'active' | 'expired' | 'permanent' | 'free' | 'uncertain';
        student_id?: number;
        teacher_id?: number;
        subject_id?: number;
        class_id?: number;
        curriculum_id?: number;
        course_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of deleted subscriptions, with the total and the cursors of the pages around it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriptionList'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  exportDeletedSubscriptions: {
    parameters: {
      query?: {
        /** @description The order: a field ascending, or `-field` descending; `-deleted_at` when absent. */
        sort?:
          | 'created_at'
          | '-created_at'
          | 'starts_on'
          | '-starts_on'
          | 'ends_on'
          | '-ends_on'
          | 'renewal_count'
          | '-renewal_count'
          | 'price'
          | '-price'
          | 'paid_total'
          | '-paid_total'
          | 'deleted_at'
          | '-deleted_at';
        type?: 'monthly' | 'course';
        status?: 'active' | 'expired' | 'permanent' | 'free' | 'uncertain';
        student_id?: number;
        teacher_id?: number;
        subject_id?: number;
        class_id?: number;
        curriculum_id?: number;
        course_id?: number;
        /** @description CSV (UTF-8 with a BOM) or an XLSX workbook; CSV when absent. */
        format?: 'csv' | 'xlsx';
        /** @description The language of the column headings, labels, dates and digits; when absent, the one `Accept-Language` asks for, else English. */
        lang?: 'en' | 'ar';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The deleted subscriptions the filters keep, in the list's order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  renewSubscription: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to repeat: a second request with the same key and the same body has no effect and gets the first answer (its status and body); the same key with another body is a 409 `idempotency.key_reused`. Keys are kept per staff member or API key. */
        'idempotency-key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SubscriptionRenew'];
      };
    };
    responses: {
      /** @description The subscription renewed, and its payment. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriptionRenewal'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description There is no such subscription. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The subscription is deleted or permanent, the promo code cannot be used, the wallet is short, or the `Idempotency-Key` was used with another request: `code` says which. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  restoreSubscription: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description The subscription, restored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Subscription'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description There is no such subscription. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description It is not deleted (`subscription.not_deleted`), or the student has another subscription to the same content now (`subscription.exists`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listStudentSubscriptions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The student’s subscriptions (at most 500). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StudentSubscriptions'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listSupportAgents: {
    parameters: {
      query?: {
        /** @description 1-based page, read by offset; 1 when absent. With `after` or `before` it is only echoed. */
        page?: number;
        /** @description Rows a page, at most 100; 20 when absent. */
        pageSize?: number;
        /** @description The page after this cursor, a previous answer’s `nextCursor`: read by keyset, as fast at the millionth row as at the first. */
        after?: string;
        /** @description The page before this cursor, a previous answer’s `prevCursor`; not with `after`. */
        before?: string;
        /** @description The order: a field ascending, or `-field` descending; `name` when absent. */
        sort?: 'name' | '-name' | 'joined_on' | '-joined_on' | 'created_at' | '-created_at';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        active?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of support agents, with the total and the cursors of the pages around it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SupportAgentList'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  createSupportAgent: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SupportAgentCreate'];
      };
    };
    responses: {
      /** @description The new support agent. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SupportAgent'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Another user has this phone number or email (`user.taken`): `errors` names the field. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  exportSupportAgents: {
    parameters: {
      query?: {
        /** @description The order: a field ascending, or `-field` descending; `name` when absent. */
        sort?: 'name' | '-name' | 'joined_on' | '-joined_on' | 'created_at' | '-created_at';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        active?: 'true' | 'false';
        /** @description CSV (UTF-8 with a BOM) or an XLSX workbook; CSV when absent. */
        format?: 'csv' | 'xlsx';
        /** @description The language of the column headings, labels, dates and digits; when absent, the one `Accept-Language` asks for, else English. */
        lang?: 'en' | 'ar';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The support agents the filters keep, in the list's order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getSupportAgent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The support agent. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SupportAgent'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deleteSupportAgent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description The support agent is deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  updateSupportAgent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SupportAgentUpdate'];
      };
    };
    responses: {
      /** @description The support agent, changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SupportAgent'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Another user has this phone number or email (`user.taken`): `errors` names the field. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listSystems: {
    parameters: {
      query?: {
        /** @description 1-based page, read by offset; 1 when absent. With `after` or `before` it is only echoed. */
        page?: number;
        /** @description Rows a page, at most 100; 20 when absent. */
        pageSize?: number;
        /** @description The page after this cursor, a previous answer’s `nextCursor`: read by keyset, as fast at the millionth row as at the first. */
        after?: string;
        /** @description The page before this cursor, a previous answer’s `prevCursor`; not with `after`. */
        before?: string;
        /** @description The order: a field ascending, or `-field` descending; `class` when absent. */
        sort?: 'class' | '-class' | 'name_en' | '-name_en' | 'name_ar' | '-name_ar' | 'created_at' | '-created_at';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        class_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of systems, with the total and the cursors of the pages around it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SystemList'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  createSystem: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SystemCreate'];
      };
    };
    responses: {
      /** @description The new system. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['System'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A value that must be unique is already used by another system: `errors` names the field. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  exportSystems: {
    parameters: {
      query?: {
        /** @description The order: a field ascending, or `-field` descending; `class` when absent. */
        sort?: 'class' | '-class' | 'name_en' | '-name_en' | 'name_ar' | '-name_ar' | 'created_at' | '-created_at';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        class_id?: number;
        /** @description CSV (UTF-8 with a BOM) or an XLSX workbook; CSV when absent. */
        format?: 'csv' | 'xlsx';
        /** @description The language of the column headings, labels, dates and digits; when absent, the one `Accept-Language` asks for, else English. */
        lang?: 'en' | 'ar';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The systems the filters keep, in the list's order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getSystem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The system. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['System'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deleteSystem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description The system is deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The system is still in use: `code` says by what. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  updateSystem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SystemUpdate'];
      };
    };
    responses: {
      /** @description The system, changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['System'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A value that must be unique is already used by another system: `errors` names the field. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listTeachers: {
    parameters: {
      query?: {
        /** @description 1-based page, read by offset; 1 when absent. With `after` or `before` it is only echoed. */
        page?: number;
        /** @description Rows a page, at most 100; 20 when absent. */
        pageSize?: number;
        /** @description The page after this cursor, a previous answer’s `nextCursor`: read by keyset, as fast at the millionth row as at the first. */
        after?: string;
        /** @description The page before this cursor, a previous answer’s `prevCursor`; not with `after`. */
        before?: string;
        /** @description The order: a field ascending, or `-field` descending; `name` when absent. */
        sort?: 'name' | '-name' | 'created_at' | '-created_at' | 'rating' | '-rating';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        subject_id?: number;
        class_id?: number;
        active?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of teachers, with the total and the cursors of the pages around it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TeacherList'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  createTeacher: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TeacherCreate'];
      };
    };
    responses: {
      /** @description The new teacher. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Teacher'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Another user has this phone number or email (`user.taken`): `errors` names the field. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  exportTeachers: {
    parameters: {
      query?: {
        /** @description The order: a field ascending, or `-field` descending; `name` when absent. */
        sort?: 'name' | '-name' | 'created_at' | '-created_at' | 'rating' | '-rating';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        subject_id?: number;
        class_id?: number;
        active?: 'true' | 'false';
        /** @description CSV (UTF-8 with a BOM) or an XLSX workbook; CSV when absent. */
        format?: 'csv' | 'xlsx';
        /** @description The language of the column headings, labels, dates and digits; when absent, the one `Accept-Language` asks for, else English. */
        lang?: 'en' | 'ar';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The teachers the filters keep, in the list's order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getTeacher: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The teacher. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Teacher'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deleteTeacher: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description The teacher is deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The teacher has curricula or courses (`teacher.in_use`): give them to another teacher or delete them first. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  updateTeacher: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TeacherUpdate'];
      };
    };
    responses: {
      /** @description The teacher, changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Teacher'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Another user has this phone number or email (`user.taken`): `errors` names the field. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listTeacherRatings: {
    parameters: {
      query?: {
        /** @description 1-based page, read by offset; 1 when absent. With `after` or `before` it is only echoed. */
        page?: number;
        /** @description Rows a page, at most 100; 20 when absent. */
        pageSize?: number;
        /** @description The page after this cursor, a previous answer’s `nextCursor`: read by keyset, as fast at the millionth row as at the first. */
        after?: string;
        /** @description The page before this cursor, a previous answer’s `prevCursor`; not with `after`. */
        before?: string;
        /** @description The order: a field ascending, or `-field` descending; `-created_at` when absent. */
        sort?: 'created_at' | '-created_at' | 'stars' | '-stars';
        stars?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The summary of the teacher's ratings and a page of them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TeacherRatings'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  exportTeacherRatings: {
    parameters: {
      query?: {
        /** @description The order: a field ascending, or `-field` descending; `-created_at` when absent. */
        sort?: 'created_at' | '-created_at' | 'stars' | '-stars';
        stars?: number;
        /** @description CSV (UTF-8 with a BOM) or an XLSX workbook; CSV when absent. */
        format?: 'csv' | 'xlsx';
        /** @description The language of the column headings, labels, dates and digits; when absent, the one `Accept-Language` asks for, else English. */
        lang?: 'en' | 'ar';
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The teacher's ratings the filter keeps, newest first unless sorted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listUnits: {
    parameters: {
      query?: {
        /** @description 1-based page, read by offset; 1 when absent. With `after` or `before` it is only echoed. */
        page?: number;
        /** @description Rows a page, at most 100; 20 when absent. */
        pageSize?: number;
        /** @description The page after this cursor, a previous answer’s `nextCursor`: read by keyset, as fast at the millionth row as at the first. */
        after?: string;
        /** @description The page before this cursor, a previous answer’s `prevCursor`; not with `after`. */
        before?: string;
        /** @description The order: a field ascending, or `-field` descending; `sort_order` when absent. */
        sort?:
          | 'sort_order'
          | '-sort_order'
          | 'title_en'
          | '-title_en'
          | 'title_ar'
          | '-title_ar'
          | 'created_at'
          | '-created_at';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        curriculum_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of units, with the total and the cursors of the pages around it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnitList'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  createUnit: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UnitCreate'];
      };
    };
    responses: {
      /** @description The new unit. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Unit'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  exportUnits: {
    parameters: {
      query?: {
        /** @description The order: a field ascending, or `-field` descending; `sort_order` when absent. */
        sort?:
          | 'sort_order'
          | '-sort_order'
          | 'title_en'
          | '-title_en'
          | 'title_ar'
          | '-title_ar'
          | 'created_at'
          | '-created_at';
        /** @description Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored. */
        q?: string;
        curriculum_id?: number;
        /** @description CSV (UTF-8 with a BOM) or an XLSX workbook; CSV when absent. */
        format?: 'csv' | 'xlsx';
        /** @description The language of the column headings, labels, dates and digits; when absent, the one `Accept-Language` asks for, else English. */
        lang?: 'en' | 'ar';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The units the filters keep, in the list's order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getUnit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The unit. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Unit'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deleteUnit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description The unit is deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  updateUnit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UnitUpdate'];
      };
    };
    responses: {
      /** @description The unit, changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Unit'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  orderUnitLessons: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['Order'];
      };
    };
    responses: {
      /** @description The children are in the new order. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request body is larger than the server accepts. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The body is not of a media type this operation takes. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  uploadFile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['UploadForm'];
      };
    };
    responses: {
      /** @description The stored file: its name for the field of a record, its kind, type, size and address. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Upload'];
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The file is larger than its kind allows (`upload.size`, with the limit in MB as `max`): it was cut off and nothing is kept. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request is not `multipart/form-data` (`upload.missing`), or the file is none of the kinds taken (`upload.type`). */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getUpload: {
    parameters: {
      query?: never;
      header?: {
        /** @description One range of bytes (`bytes=0-1023`, `bytes=1024-`, `bytes=-1024`): 206 with those bytes. Several ranges or another unit get the whole file. */
        range?: string;
      };
      path: {
        name: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The whole file, as it was uploaded. */
      200: {
        headers: {
          /** @description Parts of the file may be asked for by `Range`. */
          'Accept-Ranges'?: 'bytes';
          /** @description The file’s size in bytes. */
          'Content-Length'?: number;
          [name: string]: unknown;
        };
        content: {
          'image/png': string;
          'image/jpeg': string;
          'image/webp': string;
          'audio/mpeg': string;
          'audio/aac': string;
          'audio/mp4': string;
          'audio/ogg': string;
          'audio/wav': string;
          'audio/webm': string;
          'application/pdf': string;
          'video/mp4': string;
          'video/webm': string;
          'video/quicktime': string;
        };
      };
      /** @description The range asked for. */
      206: {
        headers: {
          /** @description Parts of the file may be asked for by `Range`. */
          'Accept-Ranges'?: 'bytes';
          /** @description Which bytes these are, of how many: `bytes 0-1023/48213`. */
          'Content-Range'?: string;
          /** @description The range’s length in bytes. */
          'Content-Length'?: number;
          [name: string]: unknown;
        };
        content: {
          'image/png': string;
          'image/jpeg': string;
          'image/webp': string;
          'audio/mpeg': string;
          'audio/aac': string;
          'audio/mp4': string;
          'audio/ogg': string;
          'audio/wav': string;
          'audio/webm': string;
          'application/pdf': string;
          'video/mp4': string;
          'video/webm': string;
          'video/quicktime': string;
        };
      };
      /** @description The request is not valid: a path or query parameter, a parameter the operation does not take, or the body. `errors` names each refused field and why. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credentials: the bearer token or API key is missing, wrong, expired or revoked. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credentials are valid but may not do this (the role, or the API key’s permissions, do not allow it). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Nothing is stored at this id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The range starts past the end of the file (`upload.range`). */
      416: {
        headers: {
          /** @description The file’s size: `bytes *\/48213`. */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Too many requests: wait the seconds `Retry-After` says, then try again. */
      429: {
        headers: {
          /** @description Seconds to wait before the next request. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The request line (a long query string) or the headers are larger than the server reads. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The server is up but its database does not answer, or another request held what this one needed (a lock, a deadlock): nothing was changed. Try again in a moment: `Retry-After`, when present, says after how many seconds. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
}
