"""Training sentences TRAIN_N for statement classification (rule / decision / none).

Written by a helper session working alone from its own knowledge; it never saw the classifier or any other labelled set.
Voices: developers typing long, messy messages to a coding agent mid-session (context, reasons, hedges, politeness,
frustration), non-native English (German, Indian, Chinese, Brazilian phrasing), some friend chat, and about 20% Chinese.
Hard negatives (none): reported rules and choices of others, descriptions of how code or tools behave, questions,
one-off instructions with long context or "must"/"always" scoped to this step, thinking aloud, complaints, history, regrets.
Counts: total 504, rule 162, decision 131, none 211.
"""

TRAIN_N = """
rule	每个函数不要超过五十行，超过了就拆开，这条以后都按这个来。
rule	stop using moment.js in new code, use date-fns, the old usages we can migrate later
decision	我最后买了那台二手的 ThinkPad，没买 Mac。
decision	I'm going to use FastAPI for the internal tools, Django is overkill for three endpoints.
decision	I went with a plain cron job instead of Airflow, for four jobs it's just not worth it.
rule	any time you add a new env variable, document it in the README in the same commit
none	not sure yet if I should take the job in Munich or stay here, the money is better but my friends are here
decision	I think we'll just go with Redis for the cache, yeah, let's do that.
rule	so the rule is: no network calls in unit tests, mock them or put the test in the integration folder
none	My colleague from Bangalore told me they always use Spring Boot for everything, is it true that it's so good?
none	先把 auth 目录下面的测试跑一下，看看刚才的修复有没有效果。
none	The project was originally in PHP and someone ported it to Node in 2019, that explains the weird folder names.
none	I'm not convinced that the rule about no Friday deploys actually helps anybody
none	Can you summarize what this repo does? I just cloned it and I'm totally lost.
none	can you make this query faster, it takes 8 seconds on the big customer
rule	Dont use relative imports deeper than one level, use the @/ alias, thats our convention from now.
none	apparently the company policy is that all PRs need two reviewers, which is why mine is stuck
decision	I'm going with Hugo for my personal blog, Gatsby was too heavy.
none	add logging to this function temporarily so we can see what values come in
rule	Never ever use eval in the JS code, I don't care how convenient it is.
rule	All new CSS goes through Tailwind classes, no new .css files unless there's really no other way.
none	I was thinking maybe GraphQL for the mobile API, what do you think?
decision	the DB column will be named created_at, not creation_date, let's not overthink it
decision	we've settled on Sentry for error tracking, the self-hosted Grafana stuff was too much maintenance
rule	don't leave commented-out code behind, git remembers it for us
decision	I have decided to rewrite the parser in Rust, the Python version is just too slow for the big files
rule	麻烦你以后生成代码的时候把类型注解都加上，不然 review 很痛苦。
none	sorry for the late reply, I was in meetings all morning, where were we with the migration?
rule	Please write variable names in full words, no abbreviations like usr or cfg, the new joiners can't read it.
none	suppose we had a rule that every PR needs two reviews, would that slow us down too much?
decision	after the incident we chose to put Cloudflare in front of everything
decision	Let's use Alembic for the migrations, since we are already on SQLAlchemy anyway.
none	For this one PR, skip the changelog, it's only an internal refactor and I'm in a hurry.
rule	error messages shown to users should never include stack traces, log them server side instead
none	I'm not sure whether to use Kafka or just a queue table, the volume is tiny right now but who knows
rule	请不要在测试里访问真实的网络，全部 mock 掉。
none	Please can you tell me why this error is coming, I have done the same thing as in the tutorial only.
rule	look I know it's tempting but never push directly to main again, always open a PR even for a one-line fix
none	文档上写着调用之前必须先初始化客户端，我们是不是漏了这一步？
decision	Ok we go with Material UI, is the fastest for us because we already have components from the old project.
decision	I decided we won't support Python 3.7 anymore in the next version.
none	哈哈，这个 bug 也太离谱了吧。
none	wait, did you just delete the migrations folder? please tell me you didn't
none	For the rest of this session let's focus on the parser, forget the UI for now.
rule	Whenever you touch the billing module, ping me in the summary, I want to review those lines personally.
rule	kindly write the unit tests with pytest and not unittest, that is our standard now only.
none	kindly do the needful and fix the failing build today itself, client demo is at 5
rule	can you please always use the logger instead of console.log in this repo, thanks
rule	again, and please actually remember it this time, the public API must stay backwards compatible within a major version
decision	the team agreed yesterday to move the standup to 10am, so the 9:30 slot is free now
rule	如果你不确定某个库的用法，就直接说不确定，不要瞎编一个函数出来。
none	I hate that the linter and the formatter disagree about the trailing commas every single time
none	我总是忘记切换到虚拟环境再装包，每次都装到全局去了。
none	this codebase is such a mess, half the functions are called handleStuff and nobody knows what they do
decision	我已经决定把 CI 从 Jenkins 迁到 GitLab CI，下周开始动手。
none	this module always retries three times because the API is flaky, that's why the logs look duplicated
decision	I'm going to sell my car and just use the bike and trains from now on
none	I usually write the tests after the code, I know, I know
rule	we want small PRs, under 400 lines, anything bigger you split before asking for review
decision	we're going to use a queue table in Postgres instead of Kafka, our volume is tiny
decision	i decided to go with vite, webpack config was a nightmare
decision	we're standardizing on Node 20 LTS for all the services, I'll update the images this week
none	maybe we'll try Rust for the parser at some point, if we ever have time, which we don't
none	can you rename the variable `tmp` to `buffer` in parse.py, just in that file for now
decision	Let's use pnpm for this project, I'm done with npm's hoisting weirdness.
decision	the new service is called "courier", it replaces the old notification-worker
decision	I've decided to open source the SDK but keep the server closed.
decision	we have decided to drop support for IE11 from the next release, management finally agreed
rule	If a command needs sudo, tell me and let me run it myself, don't try to work around it.
none	In this file only, use the old API, the new one is not deployed to that environment yet.
rule	Please stop generating README sections I didn't ask for, only update docs that relate to the change.
none	Make sure the function you're writing right now handles the empty list case, the last version crashed on it.
none	你先别动代码，只是帮我估一下工作量。
none	我们之前用的是 MongoDB，不过那是我来之前的事了。
none	In the style guide of that project they require trailing commas everywhere, kinda strange no?
none	is there a rule in PEP 8 about where to put the imports inside a function?
none	are you coming to the barbecue on Saturday or do you have the kids?
none	I'm so proud of the team, we shipped the release without a single rollback
rule	as a general thing, prefer the standard library before reaching for a new package
none	要是当初选了 PostgreSQL 就好了，现在迁移太麻烦了。
none	Please revert your last commit, it broke the login and I need staging working for the demo in an hour.
rule	配置文件里不准写死密码，全部走环境变量。
rule	请记住：任何删除操作执行之前都先跟我确认一下。
rule	If you need to choose between two libraries, list the tradeoffs and let me pick, don't just choose yourself.
rule	keep secrets in the vault, never hardcode them, not even in tests, use the fake ones from fixtures
decision	So we'll go with server-side rendering for the marketing pages and SPA for the app part.
rule	the API responses should always be wrapped in {data, error} from now on, no naked arrays
decision	考虑到成本，我们决定不上 Kubernetes，先用 docker compose 顶着。
none	you should always back up your photos to two places, trust me, I lost a year of pictures once
decision	we finally decided to move to Lisbon next year, the rent here is crazy
rule	when you answer me, keep it short, no bullet-point essays unless I ask for details
none	so the rule in this repo seems to be that nobody writes docstrings, great
decision	We decided: the retry is exponential backoff with max 5 attempts, no infinite retries.
decision	前端打包工具换成 Vite 了，昨天已经改好了。
rule	Kindly avoid using `any` in TypeScript, use unknown and narrow it, this we follow strictly in our team now.
none	You must not touch the prod database while the migration is running tonight, wait until I say it's done.
none	should we always validate on the server too or is the client enough?
rule	if you change a public function signature you must bump the minor version and write a changelog entry
none	Our on-call rotation changes every Monday at 9, so if something breaks on Sunday it's still Tom.
rule	never log full request bodies, they contain personal data and the GDPR people will kill us
none	did you see that the new Python version removed distutils? that broke half our scripts
decision	We decided to not do the microservice split this year, too risky with the current team size.
rule	kindly ensure that all the SQL queries are parameterised going forward, we had a injection issue in staging and my manager was not happy
decision	OK I've picked the name for the CLI: "tidy", short and not taken on Homebrew.
decision	好吧，那就按你说的第二个方案来，用事件驱动的那种。
decision	ok after a lot of back and forth with the team we decided on Postgres, not Mongo, for the orders service
decision	缓存就用 Redis，别再纠结了，就这么定了。
rule	Use the existing http client wrapper instead of raw fetch, everywhere, it handles auth and retries.
none	This function must be called with the lock held, that's what the comment at the top is about.
decision	The default branch will be called main, not master, I renamed it already.
rule	From now the feature flags must always default to off in production config, only QA env can have them on.
none	定时任务每天凌晨三点跑，因为那个时候流量最低。
rule	能用标准库解决的就别引入新的第三方包，以后都照这个原则来。
none	这个测试又挂了，今天已经第三次了，烦死了。
rule	if the tests are flaky, do not just add a retry and move on, find the actual race condition
decision	Let's go with Option A for the pagination, cursor-based, offset is too slow at our size.
rule	please put the public types in types.ts and don't export internal helpers from index
none	lol that's the weirdest bug I've seen all week
decision	We're dropping the Windows build, nobody used it according to the download stats.
none	it's raining so hard here, I can't even go get lunch
rule	if you are unsure which branch we're on, check git status before making changes, always
decision	ok let's use the adapter pattern here so we can swap the payment provider later
rule	ok so going forward, and I mean this, please stop adding comments that just restate what the code already says
rule	金额一律用分存整数，不要用浮点数。
decision	分页改成游标分页，offset 的方案我否掉了。
rule	we are going to be strict about it now: no TODO comments without a ticket number
rule	OK last one for today but it's permanent: never disable a failing test without a linked issue
rule	日志里面不许打印用户的手机号和身份证号，脱敏之后再打。
none	Is it possible to do the export in background? Because the user is waiting too long on the page.
rule	Later when you write the code please give the variables meaningful name, not a, b, c, our team lead very care about this.
rule	Please be so kind and always write the docstrings in English, even if I talk to you in German.
rule	Please always double check timezone handling when you touch the scheduler, it bit us twice already.
rule	keep the line length at 100, black is configured for that and I don't want CI fighting with you
none	we could store the settings in a JSON column, or a separate table, both have downsides
rule	snake_case for Python, camelCase for the TS side, and don't mix them in the API payloads either
rule	以后写 SQL 一律用参数化查询，拼接字符串的写法绝对不行。
none	you have to be kidding me, the deploy failed again because of a typo in the YAML
decision	OK so, decided, we use JWT with short expiry and refresh tokens in httpOnly cookies.
none	no, not that file, the other one in utils
none	我还在纠结买 MacBook 还是 ThinkPad，你有什么建议吗？
rule	不要再往 main 分支直接推代码了，哪怕只是改个错别字也要走 PR。
decision	I told my manager I'm switching to the platform team in January.
decision	我们组投票决定移动端用 Flutter 重写。
rule	code comments should explain why, not what, please keep that in mind for everything you write here
none	the build always fails on the first run on a fresh machine because the cache dir doesn't exist yet
rule	I don't care how small the change is, run the full test suite before you tell me something works
rule	以后所有的提交信息都用英文写，别再中英混着来了。
none	Ok the decision about the database is not mine, it's the architect's, so let's wait for him.
rule	不许在循环里面查数据库，之前那个 N+1 的问题搞得我们加了一周的班。
decision	I changed my mind about the naming, call the module "billing" instead of "payments_v2"
decision	hmm, let's keep the old endpoint alive for three more months and then remove it, that's the plan
decision	hmm ok, let's go with option B, the event-sourced one, even if it's more work upfront
decision	Decided: the mobile app will be Flutter, not React Native, the team voted yesterday.
none	I wonder if we should always run the linter in the pre-commit hook or just in CI
none	I never use the debugger honestly, print statements work fine for me
none	I should have picked Postgres from the beginning, SQLite is hurting now
none	好的，看起来没问题，合并吧。
none	the build is green on my machine but red on CI, classic
decision	I switched to Neovim last month and I'm not going back.
rule	Don't reformat files you're not otherwise changing, it makes the diff unreadable.
rule	从今天起周五下午一律不上线，谁也不例外。
decision	we'll make the rate limit 100 requests per minute per key for now, we can raise it later
rule	every Dockerfile should use a pinned base image digest, not latest, after what happened with node:latest
rule	Let's make it a rule that nobody merges on Friday afternoon, and that includes you.
rule	以后新增的接口都要写文档，不写文档的 PR 我一律不合。
none	someone tried pnpm for a week last year but it broke the Docker builds, I don't know more than that
rule	I want you to always add a short note at the end of your answer saying what you did NOT test.
none	Kafka only guarantees ordering within a partition, which is why the events come out weird.
none	Never seen this error before, have you?
none	always the same story with this vendor, they change the API without telling anyone
none	do you think it makes sense to pin all dependencies or is that overkill for a small tool?
none	Why did you choose Redux here, was there a reason or just habit?
none	the cron runs at 3am UTC because that's when traffic is lowest, just so you know the context
rule	以后跟我说话用中文就行，但是代码注释还是保持英文。
decision	After thinking about it overnight I'm going with the monorepo, separate repos were killing us
decision	we're going with a modular monolith, hexagonal-ish, I wrote up the reasons in the ADR.
none	for this comparison please put it in a table, I want to paste it into a slide
none	please write a quick README for this folder, two paragraphs is enough
decision	最后还是选了阿里云的 OSS 存文件，跟现有账号打通比较方便。
none	They migrated to Kubernetes the year before I joined, so I don't know the details.
rule	ya please make it a habit to add the ticket link in the PR body, the PM keeps asking
rule	when you're done with a task, summarise in max three lines what changed and what I need to check
none	would it be bad if we just skipped the tests for the prototype?
none	what happens if two workers pick up the same job at the same time?
rule	please do not use any emojis in the log messages, our log parser chokes on them
decision	we're going to pay for Copilot seats for the whole team, finance approved it this morning
decision	we're using Terraform for the infra, not Pulumi, the ops team only knows HCL
decision	Correction on my last message, the bucket should be in eu-central-1, not us-east-1, we're hosting in Frankfurt.
rule	from today every service must expose /healthz and /readyz, ops will check for it
none	haha no worries, I also broke prod once in my first week
none	昨天部署的时候数据库连接池满了，整个服务挂了半个小时。
rule	Also for the future: never commit the .env file, not even an example with real values in it.
decision	Switched our monitoring from Datadog to Prometheus plus Grafana last month, the bill was insane.
decision	our team picked Vitest over Jest since we're on Vite already
none	Could you kindly check why the Docker build is taking 20 minutes, it was 3 minutes last week only.
rule	react hooks: no conditional calls, and custom hooks live in /hooks, both going forward
none	good morning, let's continue where we stopped yesterday
none	take the config from the staging env and copy it into a new file for the load test, don't touch the original
rule	你改文件之前先告诉我要改哪些文件，改完再给我一个简短的总结，以后都这样。
decision	For auth we'll go with Keycloak self-hosted, Auth0 pricing was too much for our user count.
decision	Actually no, let's keep the retry logic in the client, not the gateway, I changed my mind.
none	Our architect keeps telling everyone to use event sourcing for everything, it's getting a bit much.
decision	Going with gRPC between the internal services and REST only at the edge, that's my call.
rule	after the outage last week we decided to pin every dependency to an exact version, so do that from now on whenever you touch package.json
decision	讨论了半天，我们最后决定用 PostgreSQL，不用 MySQL 了。
rule	please keep each commit focused on one thing, don't bundle the refactor with the bugfix
none	I've been thinking about moving to a monorepo but I'm worried about the CI times
none	we might switch to Bun eventually, it's fast, but I don't trust it for production yet
none	Every time I open the project in VS Code it asks me to install the same extension, so annoying.
rule	提交之前务必跑一下 lint，我不想再看到 "fix lint" 这种提交了。
none	for the demo tomorrow please hardcode the user id, we'll remove it right after
decision	日志系统就用 Loki 了，ELK 太重，维护不动。
none	We never delete rows in that table, there is a trigger that moves them to the archive schema.
rule	Going forward prefer small pure functions that we can test without the whole app booting.
decision	so yeah, we're renaming the product to "Tally", marketing and I agreed on it this morning
none	bitte, can you look at the stack trace I pasted and tell me which line is the problem
none	这个 token 每小时都要刷新一次，不然网关会返回 401。
none	if I were you I'd just use Postgres and stop worrying, it handles almost everything
rule	数据库迁移脚本必须能回滚，每次都要把 down 的部分写上。
decision	I accepted the offer from the Berlin company, I start in March!
none	I always forget to activate the virtualenv before running pip, it's embarrassing
rule	ok new rule since you keep doing it: don't touch the generated files in /gen, change the schema and regenerate
decision	Let's go with monthly releases instead of continuous deployment for the on-prem customers.
rule	when you rename something, grep the whole monorepo for usages, the last rename broke the admin panel
none	如果我是你，我就直接用 Postgres，别想那么多。
none	你觉得单体应用拆成微服务值得吗？我们团队才五个人。
rule	上次线上出事就是因为没加超时，所以以后所有外部请求都必须设置超时时间。
rule	It would be great if from now on you could write the tests first and then the implementation, we're trying to do proper TDD.
rule	别再用 var 了，新代码一律 const 和 let。
decision	I'm going to split the users table into users and profiles, it's decided, don't argue with me about it lol
none	Can you explain me the difference between a mutex and a semaphore, I never understood it good.
none	we used Mongo before but that was before my time, no idea why they switched
none	The migration tool applies files in alphabetical order, so the names matter.
none	If the client decides to go with Azure, we'd need to redo the whole terraform setup.
rule	pls dont install new packages without asking, the bundle size is already crazy
none	run the formatter on the files you just changed and then show me the diff
rule	I prefer, and please remember this for the whole project, early returns instead of deeply nested ifs
none	In theory we should write tests for everything, but in practice nobody does.
rule	translation strings go in the i18n files only, never hardcoded German or English in the components
none	We were going to use Kafka, but then the budget got cut and now nobody knows.
none	we need to decide on a database soon, but not today, I'm too tired for this
rule	From this sprint onwards, all PRs need two approvals before merge, including the small ones.
rule	we had too many surprises so from now on any migration has to be reversible, write the down step every time
none	ugh the tests are flaky again, third time today, I'm losing my mind
decision	ok final answer: the config format is TOML, not YAML, I don't want indentation bugs again
rule	honestly just always show me the command before running anything destructive, rm, drop, truncate, whatever
none	back in the day this was all one giant Perl script
none	Could you check if the timezones in the report are right, the numbers look shifted by one hour.
none	原来这个项目是用 PHP 写的，后来有人用 Node 重写了，所以目录结构很奇怪。
decision	We'll use Cloudflare R2 for the file storage, the egress fees at S3 were absurd.
decision	we'll call the new package "ledger-core", I checked and the name is free on npm
rule	From now on please write the commit messages in imperative mood, like "add retry to fetcher" and not "added retry".
none	The API returns 429 if you send more than 10 requests per second, so the loader has to throttle.
decision	after two weeks of pain we gave up on Kubernetes for this project and went with plain docker compose on one VM
none	Our company mandates SSO for all internal tools, that's why the login looks like that.
rule	Whenever you are not sure about an API, ask me first instead of inventing a method name, that wasted me an hour yesterday.
none	I think the problem is in the serializer, it always drops the nested fields when the parent is null
none	you must fix the failing test in test_orders before we can merge this, the reviewer flagged it
rule	Wherever possible prefer composition over inheritance in this codebase, we got burned by deep class trees.
decision	We chose Go for the CLI because a single static binary makes distribution trivial.
decision	Scratch what I said earlier about using Celery, we're going with RQ because it's simpler to operate
decision	这个服务就叫 order-center 吧，名字先这么定了。
rule	don't use global state in the handlers, pass the context explicitly, this is a hard rule for the server code
rule	if a test fails after your change, don't edit the test to make it pass unless you explain why the old expectation was wrong
decision	let's make the cache TTL five minutes, that's what we agreed with product
decision	final decision from my side: we license it under Apache 2.0, not MIT, because of the patent clause
none	到底是用 Kafka 还是直接用数据库表做队列，我还没想好。
rule	No magic numbers please, pull them into named constants at the top of the module, in all the code you write here.
rule	one more thing for going forward, please answer with the diff only unless I ask for an explanation
none	为什么 cron 里执行脚本总是报权限错误，手动执行就没问题？
none	Which one would you pick, Zustand or Jotai, for a medium sized app with lots of forms?
decision	ok so after all the discussion we keep the current schema and just add an index, no redesign.
rule	tabs for the Go files, obviously, but two spaces for everything YAML, please stick to that
rule	For new code in this repo, async/await only, no callback style, no .then chains.
decision	I went ahead and chose MIT for the license, no need to overthink a side project.
rule	I've said this before but let me be clear: no business logic in the controllers, put it in services
none	the tests must be running in parallel somewhere, because the database state is all over the place
rule	ok so basically whenever you add a dependency, tell me its license, we can't ship GPL stuff
none	I make the change in the branch and now the pipeline is red, what I did wrong?
decision	The new repo will be public from day one, we decided we have nothing to hide.
none	帮我把 utils 里面那个 parse 函数改一下，空字符串的时候直接返回 None。
none	it uses Postgres for the main data and Redis only for the sessions, in case you were wondering
decision	Fine, Kotlin it is for the Android rewrite.
none	谢谢，问题解决了，你太厉害了！
none	yesterday I tried the new version of the SDK and it breaks the auth flow completely
none	The previous team picked Angular, and now we're stuck with it for the admin tool.
decision	我决定把认证模块拆成独立的服务，下个迭代就做。
decision	We went with SQLite for the desktop app because shipping a server with it made no sense.
rule	Before deleting any file, list it and wait for my ok, I don't care if it looks unused.
none	we are still evaluating between Datadog and New Relic, decision is next month only
none	the security team insists we must rotate keys monthly, is that something you can automate?
none	Last year we had a huge outage because of an expired certificate, the whole checkout was down for six hours.
rule	make sure the lint passes before each commit, I don't want "fix lint" commits in the history anymore
none	Part of me wants to rewrite the whole thing in Elixir and part of me knows that's a terrible idea.
rule	For all the future scripts please add `set -euo pipefail` at top, I faced many silent failures because of this.
rule	Every time you answer a question about our infra, say how confident you are, I'd rather know if you're guessing.
decision	For the database driver we use asyncpg directly, not through SQLAlchemy, because of performance in the hot path.
rule	please stop apologizing in every reply, just fix the thing and tell me what you changed
decision	we have finalised to go with Azure only, since client is already having enterprise agreement there
none	Update the version in pyproject to 1.4.2 and tag the release, that's all for today.
none	你帮我看看这个报错是什么意思，我完全看不懂。
rule	Always write the error handling first and the happy path after, I know it sounds strange but it works for us.
rule	no more force pushes on shared branches, seriously, rebase locally and push a new branch if you have to
decision	We will use the company's internal Nexus as the only package registry, I already configured it.
none	本来要上 Kafka 的，后来预算砍了，现在也没人说要不要做了。
none	这个库的 README 说必须锁在 2.x 版本，3.0 把插件接口改了。
none	hmm, maybe put the constants in a separate module? not sure, see what looks cleaner
rule	please don't mock the database in the repository tests, use the testcontainer, mocks hid a real bug last time
decision	So I talked to the backend guys and we settled on REST for now, GraphQL can wait
rule	I know it's annoying but please keep the CHANGELOG updated with every user facing change
rule	I would like that you always give me the file path before each code block, otherwise I don't know where to paste.
rule	前端组件统一放在 components 目录下面，别到处乱放了。
rule	every PR description needs a "how to test" section, from now on I'll reject the ones without it
none	把刚才那个提交回滚掉，登录功能被你改坏了。
decision	We decided not to go to the wedding, too expensive to fly with the kids.
none	what's the convention in Rust for error types, one enum per crate or per module?
rule	Also, dates: always store them in UTC and convert only in the UI layer.
rule	if a migration takes a lock on a big table, it has to run in the maintenance window, so please flag those every time
none	make the button bigger, the client complained they can't find it on mobile
none	安全组那边说密钥必须每个月轮换一次，这个你能帮忙自动化吗？
rule	从现在开始，每次改完代码都先跑一遍单元测试再告诉我结果。
none	we really should have written tests for this earlier, now it's too late to do it properly
none	ok so the thing is the payment webhook sometimes arrives before the order is saved, and then it fails, can you look into it
decision	我们决定明年搬回成都，离爸妈近一点。
rule	变量命名统一用驼峰，数据库字段用下划线，这个规矩以后都要遵守。
none	never mind the styling for now, just get the data to show up on the page
none	the ops folks require that every container runs as non-root, can you check if ours does?
none	ok looks good, merge it
none	let me think about whether we want the cache or not, I'll come back to you after lunch
rule	以后每个 PR 都控制在四百行以内，太大了没人愿意看。
rule	kindly make it practice to close the db connections in finally block, lot of leaks were coming in our service
none	hmm that's interesting, so the ORM is lazy loading the relations and that's the N+1 thing?
rule	I'm asking nicely one last time: no more 2000-line files, split by feature.
rule	naming: booleans start with is/has/should, no exceptions, it reads so much better
decision	主键统一用雪花算法生成，昨天开会已经定下来了。
decision	let's store the images as WebP only, we'll convert them on upload
rule	别动 generated 目录下的文件，要改就改 proto 然后重新生成。
decision	So we pick Stripe for payments, the Adyen onboarding would take months.
rule	Keep the public docs and the OpenAPI spec in sync, if one changes the other changes in the same PR.
none	the README of the library says we have to pin it to 2.x because 3.0 breaks the plugin API
rule	注释写为什么这么做，不要写代码在做什么，这个以后都注意一下。
none	let's first reproduce the bug with a failing test and then we see
rule	I want every background job to be idempotent, so design them assuming they'll run twice
rule	always reply in Chinese when I write to you in Chinese, and in English otherwise
decision	ok I'm gonna move the frontend to the Next.js app router, the pages router feels half deprecated anyway
decision	这个版本先不做导出功能了，我决定砍掉，下个版本再说。
none	Ok so for this ticket only we can ignore the lint, the reviewer said it's fine.
rule	feature branches are named feat/<ticket>-short-desc, please follow that every time
none	Considering going back to Vim but probably won't, muscle memory is a pain.
decision	Decided to keep the API versioned in the URL path, /v1/, /v2/, the header approach confused the clients.
rule	going forward if a function is longer than like 50 lines split it up, I don't want to review monsters
rule	Please you always check the return value when calling write in the C code, before we had bugs because of this.
none	The frontend always sends the date as a string and the backend parses it in the middleware.
none	please delete the old backup files in /tmp/exports, I already checked they are not needed
none	why does it always say "permission denied" when I run the script from cron but not from my shell?
rule	please don't rename variables in unrelated code just because you like the name better
none	wow ok the benchmark is 3x faster now, nice work
decision	内部服务之间改成 gRPC，对外的还是保留 REST，这是我的决定。
decision	Let's go with Lambda for the image thumbnails, it's bursty traffic anyway.
rule	所有时间统一用 UTC 存储，只有展示的时候才转成本地时间。
rule	for the love of god use f-strings not .format() or % in new Python code
decision	we're getting a dog! decided this weekend, a rescue from the shelter
rule	Never assume the user is logged in on the client side, check the session on the server every time.
none	whenever I run the seed script it creates duplicate users, is that expected?
none	I decided nothing yet, just collecting opinions for now
decision	So we take Hetzner for staging and keep prod on AWS, that was the compromise.
none	it must be the cache, nothing else changed between the two runs
rule	The config values should be read once at startup, not inside the request loop, keep that in mind for all new services.
none	why is npm install taking ten minutes, this is ridiculous
none	这次先别写测试了，明天演示要用，赶紧把功能跑通。
rule	Don't ever run `terraform apply` without showing me the plan first, I mean never.
none	我在想要不要换个工作，现在这个公司加班太多了。
decision	my choice is pydantic models at the boundaries and plain dataclasses inside
none	My friend's team decided to go full serverless and now they regret it, lol
none	the client wants us to switch to Azure but nothing is signed yet
decision	I picked Tailwind over styled-components for the dashboard, mainly because the designers already know it
rule	When writing Kubernetes manifests, always set resource requests and limits, the cluster got OOM-killed last week because of that.
rule	never catch bare Exception unless you re-raise it, swallowing errors is how we lost the invoices last month
none	man, the CI is so slow today, I've been waiting 40 minutes for a green check
none	can you explain why people say you should never use floats for money, I never really understood
none	please add a retry around the upload call in the sync job, the network on that box is bad today
decision	我辞职了，下个月去深圳一家做芯片的公司。
decision	We'll ship the beta on the 15th without the export feature, it's not ready and I'd rather cut scope.
none	听说新来的 CTO 要求所有项目都换成 Go，不知道是不是真的。
decision	After the benchmark we take ClickHouse for the analytics, Postgres was too slow on the aggregations.
none	The customer wants that we deliver until Friday, but for me it is not realistic with the tests.
rule	Every time you create a new React component put its test next to it, same folder, same name with .test.tsx
none	I never remember the git command to undo the last commit, I google it every time
rule	Please, for every new endpoint you create, also add at least one integration test, this is not optional anymore.
none	My teacher always said never to use goto, but the Linux kernel uses it everywhere, funny.
rule	please, whenever you generate SQL migrations, add the ticket id in the filename
none	也许以后会考虑用 Rust 重写，但是现在肯定没时间。
none	The password has to be at least 12 characters on that portal, I tried 10 and it refused.
none	我老大说永远不要用 ORM，不过我觉得他有点太绝对了。
none	Is it better to use UUIDs or auto-increment IDs here, considering we might shard later?
decision	Let's do the feature toggle approach instead of a long-lived branch for the redesign.
rule	所有的依赖版本都要锁死，上周就是因为一个小版本升级把构建搞挂了。
decision	Ok, we will go for the soft delete with a deleted_at column, hard delete is too dangerous for this data.
decision	I'm cancelling the gym membership, I never go anyway
none	the mobile team always ships on Thursdays, which is why the API folks are stressed every Wednesday
rule	any new cron job gets an alert if it fails, a silent cron is worse than no cron
none	The docs say you must call init() before anything else, but I think we already do that in main.
decision	ok so I booked the train instead of flying, it's only 6 hours and way less stress
none	thanks, that worked perfectly, you saved my afternoon
none	我们是不是应该每个接口都加限流？还是只加对外的那几个？
rule	please never run database migrations against prod from your session, only staging
decision	消息队列我们选 RocketMQ，团队里有人比较熟。
rule	你回答我的时候简短一点，别每次都写一大段解释，除非我问。
none	Honestly the code you generated yesterday was pretty bad, half of it didn't even compile.
none	Go through the open TODOs in the payments folder and make a list, don't fix anything yet.
none	Yesterday I was trying the whole day to make the docker compose up but it is giving the same error.
rule	When I say "quick fix" I still want a test for it, quick means small not sloppy.
none	just this once run it with --verbose, I need to see where it hangs
decision	We already decide to use Spring Cloud Alibaba for the new system, because the team is more familiar with it.
rule	I would request you to kindly add type hints for all the new functions from here onwards.
decision	配置文件格式定成 YAML，JSON 不能写注释，太不方便了。
none	the guy who wrote this left two years ago and took all the knowledge with him
rule	hey when you write shell commands for me, make them copy-pasteable, no prompts or $ signs in front
none	Do we really need to write a migration for renaming a column or can Django figure it out?
none	Our deploy process is so manual, it's crazy that in 2024 we still ssh into boxes.
none	How would you structure the folders if we went with a hexagonal architecture?
none	the linter complains about line length but only in the generated files, which are excluded in CI anyway, so you can ignore that output
decision	我们定了用 TypeScript 重写后台管理系统。
decision	I know you like Redux but we're going with Zustand for state in the new app
rule	每次修 bug 都要补一个能复现问题的测试用例，这是硬性要求。
none	The reviewer said we must split the PR, what do you think, is it really too big?
rule	Please respond in German to the tickets from the business people but keep code comments in English, that is how we do it here.
rule	log levels: debug for noise, info for business events, error only when someone needs to act, follow this everywhere
none	write me a script that converts all the CSVs in this folder to parquet, nothing fancy
decision	let's keep Express, migrating to Fastify now is not worth the risk
rule	whatever you do, don't modify the lockfile by hand, regenerate it with the package manager
none	my lead says we should never use ORMs but honestly I'm not sure he's right about that
rule	From now on please run mypy on anything you change, strict mode, we finally cleaned up the errors.
none	周末一起去爬山吗？天气预报说是晴天。
none	Every request to the billing API needs an idempotency key, that's just how their system works.
none	the legacy service never closes its connections, that's why the pool runs out after a day or so
none	运维那边要求容器不能用 root 跑，你帮我看看我们的镜像符不符合。
decision	刚才说错了，数据库应该部署在上海区，不是北京区。
none	it would be nice to have a style guide one day, but nobody has time to write it
none	fyi the staging db gets reset every night at midnight, so don't be surprised if your data is gone
rule	今后凡是改到支付相关的代码，都要先让我看一眼再提交。
none	hey, do you know if GitHub Actions caches node_modules by default or do I need to set that up?
none	just to be clear, I'm only asking for an estimate now, don't start implementing anything
none	ok now run the tests again but only the ones in the auth folder, I want to see if the fix worked
none	According to the ticket, the PM wants the button to be green, which I think is ugly but whatever.
none	I always feel nervous deploying on Fridays even if everything is green
none	我一般都是先写代码再补测试，我知道这样不好。
decision	I switched the project to uv last night, so the requirements.txt is gone now
none	From now on the service will be a bit slower because the new region is far away, just a heads up.
decision	we opted for Playwright instead of Cypress after the trial, it handled the iframes much better
rule	Each function you write should do one thing; if you need "and" to describe it, split it.
rule	whenever a secret shows up in a diff, stop and warn me, don't just continue
decision	We decided the admin panel will be a separate app on its own subdomain.
rule	honestly I'm tired of seeing print statements left in the code, so whenever you debug something remove them before you say you're done
rule	In reviews, comment on the design first and nitpicks after, otherwise people get lost.
none	the new CTO announced we're all moving to Go, but I'll believe it when I see it
decision	I'm choosing the simplest thing: a single table with a JSON column, we can normalize later if needed.
none	产品经理说按钮必须是红色的，我觉得很丑，但也没办法。
rule	Please treat warnings as errors in the build from now, we have cleaned them all finally.
decision	i bought the thinkpad in the end, not the macbook, linux support was the deciding factor
none	we had agreed on REST at some point but I don't remember if that was for this project or the old one
none	服务端也要校验一遍吗，还是前端校验就够了？
none	The token has to be refreshed every hour, otherwise the gateway returns 401 and the worker dies.
decision	so I've decided to take the job at the startup, the salary is lower but the work is more interesting
none	这个模块之所以重试三次，是因为对方接口不太稳定。
rule	Use Decimal for money, never float, in any code that touches prices or invoices.
none	I can't believe it's already Friday, this sprint went by so fast
none	I have try many times but the pod still cannot start, can you help me see the log?
decision	hey so the logo stays blue, I decided not to go with the orange one after all
decision	we moved the docs from Confluence into the repo itself, Markdown in /docs, it's just easier to keep updated
decision	ok I'm convinced, let's use Protobuf for the messages between the services
decision	我们放弃了自研网关，直接用 APISIX。
decision	测试框架就选 Vitest，和 Vite 配合得好。
none	my boss always says "ship it and fix later" and that's exactly how we got here
decision	新项目的状态管理就用 Pinia 吧，Vuex 太啰嗦了。
none	I am having one doubt, whether we should keep the validation in frontend or backend also?
decision	after the meeting we agreed to use UUIDv7 for the new primary keys, the sortable ones
rule	please use British spelling in the docs, the client is in London and they noticed
decision	after reading your comparison I'll go with Litestream for the sqlite backups
decision	Actually let's not use a ORM for this one, raw SQL with a thin helper is enough.
decision	我决定从下周开始改用 Neovim，VS Code 太卡了。
none	这次发布只针对内部用户，所以可以先不写 changelog。
none	the intern asked me whether we always use tabs and I honestly didn't know what to tell him
decision	we're keeping the monolith for now and extracting only the payments part into a service
decision	we chose to host everything on Hetzner instead of AWS, costs were getting out of hand
rule	use conventional commits from now on, feat:, fix:, chore: and so on
none	如果客户最后选了 Azure，我们的 Terraform 脚本基本都要重写。
none	tell your brother he needs to stop buying crypto, seriously
rule	Tests should not depend on each other's order, each one sets up its own data, please respect that always.
none	if we ever switched to Go we would have to rewrite all the middleware, which is why nobody wants to
rule	Please always use `git mv` for renames so history is kept, we lost blame info on half the repo.
none	这个表里的数据从来不删，有个触发器会把它们挪到归档库里。
none	我朋友他们公司全部上了 Serverless，结果账单炸了。
decision	Let's name the feature flag "new_checkout_flow", short and obvious.
decision	we're moving the CI from Jenkins to GitHub Actions this quarter, it's decided, the budget is approved
decision	I'll go with the second design you proposed, the one with the separate read model.
none	Someone on the forum said you should always disable swap on Kubernetes nodes, is that still true?
rule	Please make sure that the code you generate is compatible with Python 3.8 also, our customer servers are old ones.
none	Always use the staging key for this test run, the prod key is rate limited today.
rule	Whenever CI is red, fixing it is priority one, don't start new features on top of a red build.
none	这段代码是谁写的啊，一个函数八百行，看得我头疼。
rule	any public HTTP endpoint must have rate limiting, no exceptions, even the internal-looking ones
rule	Please, always that you create a new endpoint, put it in the swagger too, ok?
rule	for every bug fix add a regression test that fails without the fix, that's the deal from now on
"""
