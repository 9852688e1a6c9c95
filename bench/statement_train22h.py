"""Training sentences TRAIN_H for statement classification (rule / decision / none).

Written blind by a helper session in worktree train22h: the author never saw the classifier,
its code, its tests, or any other labelled set, and wrote every sentence from general
knowledge of how developers talk to an AI coding agent in a terminal. Every line is a
single sentence typed by a user to the agent while working; 220 lines (about 41%) are
Chinese or mixed Chinese-English (code names, paths and tool names kept in English,
both colloquial and written register), about 142 (27%) are polite, verbose or
non-native English, and the remaining 172 are terse English. Labels follow the
speaker's intent, not keywords: "rule" is a standing instruction the user wants followed
from now on about the work or about how the agent behaves and reports (imperatives,
conventions, conditionals, verbless conventions); "decision" is a choice the speaker or
their own team makes now, about work or life, including reversals and picking one of
the agent's proposals; "none" is everything else: questions (even about conventions),
musings and hypotheticals, reported rules or decisions of others (leads, clients, CI,
linters, auditors, upstream), facts about how code or tools behave, habits, project
history told as narrative, complaints and opinions, chit-chat, and one-off requests for
the current task (including ones scoped to this time, for now, or this file).
Counts: total 534, rule 156, decision 102, none 276, of which 207 are hard negatives
(none sentences containing rule- or decision-looking words such as must, should,
always, never, have to, need to, make sure, remember to, switch to, prefer, decided,
chose, picked, let's, 必须, 不要, 别, 总是, 一定要, 决定, 改用, 就用, 以后, 统一, 禁止, 务必).
"""

TRAIN_H = """
none	I always forget to run the migrations after pulling.
none	Our service level agreement, which was signed last year, says availability must be at least 99.9 percent, which is why we are so careful.
none	According to my lead, every PR needs two approvals before it can merge.
rule	snake_case for file names.
none	In this particular script, please use print instead of logging, because it is only run by hand once.
rule	In this repository, please always write the tests first and only then the implementation.
none	Could you please draw me a rough overview of how the modules of this repository call each other?
none	这个仓库的 pre-commit hook 禁止提交大于 5MB 的文件。
none	记得帮我看看这个 PR 有没有问题。
none	你刚才是不是把 main 分支覆盖了？
none	我老婆决定下个月搬家，所以最近我可能没那么多时间搞这个项目。
decision	还是按你第一个思路来，用消息队列解耦。
none	官方公告里说以后的版本可能会去掉这个 API。
none	I wish I had chosen a different name for this repo, but it is too late now.
rule	Constants in UPPER_SNAKE_CASE.
none	Please let me know if there is any official recommendation about whether to prefer interfaces or types in TypeScript.
rule	Dear assistant, each time you add a config option, give it a sensible default so that old config files keep working.
none	以后有空我想把这块重构一下。
rule	今后写注释用中文，代码和日志用英文。
none	这个报错是不是说明我必须升级 Node 版本？
rule	Don't mock the database in integration tests.
none	一般来说数据库连接池不要开太大，是这样吗？
none	这个 SDK 总是要求先调用 login 才能拿数据。
none	I noticed that Kubernetes always assigns a new IP to the pod after it is recreated, is that the expected behaviour?
none	I must say I am quite disappointed that the library always logs at debug level and there is no way to turn it off.
none	老实说这个需求本身就不太合理。
rule	Would you please, from now on, put static images on the CDN and not bundle them into the JavaScript package.
rule	以后每次改完代码都先跑一遍 pytest 再告诉我结果。
none	Ugh, I have to rewrite the whole importer now.
none	I am a beginner in Rust, so maybe my question is stupid, but why does this code not compile?
none	为了这次 demo，先把权限校验关掉。
none	这个报错是什么意思？
rule	Every migration must be reversible.
decision	I'm naming the package tidepool.
none	When I was junior my mentor told me to never trust user input, and I still remember it.
none	禁止用 eval 是代码规范里写的，不是我定的。
none	我们之前统一用 yarn，后来 pnpm 火了就换了。
decision	主键改成雪花 ID，不用自增了。
none	We decided on Rails back in 2019, long before I joined.
rule	I want every public class in the SDK to have a usage example in its docstring from now on.
decision	Tailwind, final answer.
decision	前端框架定了，用 Vue 3。
rule	错误码统一在 errors.go 里定义，别散落在各处。
rule	Kindly write all new log messages in lowercase and without a trailing period, so that they are consistent across services.
decision	日志方案就用 Loki 加 Grafana 了。
none	CTO 拍板了要用 Flutter，我个人其实更想用原生。
none	The open source project we depend on has decided to change its license, and our legal department is now worried.
rule	Commit messages in imperative mood, subject under 72 chars.
decision	Regarding the authentication, we go with OAuth through Keycloak, not our own login form.
none	这个 migration 只在本地跑，别推到远程。
decision	那就用方案二吧。
none	The build must have broken after the merge.
none	Please can you have a look at the attached log file and tell me what you see?
none	Just to be sure I understood correctly, the cache is filled at startup and then never refreshed?
none	Thank you very much for the detailed explanation, it was really helpful for my understanding.
rule	Don't rewrite code I didn't ask you to change.
none	I spent the whole morning on this one bug.
none	Kindly use a smaller dataset just for this debugging session so that it runs faster.
none	According to our auditors, passwords have to be rotated every ninety days, which is why this cron job exists.
none	按照 PEP 8，类名应该用大驼峰，对吧？
none	This lock must be released before the callback runs, or it deadlocks.
rule	前端请求统一走 src/api/request.ts 封装的那个 axios 实例。
none	Here's the stack trace from staging.
none	公司规定禁止把代码传到外部网站。
none	Our QA department insists that every release note must mention the affected modules.
none	决定权不在我，得等架构组开会。
none	Let's pause here, I need coffee.
decision	I have finally chosen the apartment near the office, the one with the balcony.
none	把 README 第二段那个错别字改一下。
rule	If you find a security problem while working on something else, please report it to me immediately rather than fixing it quietly.
rule	以后凡是要删数据库数据的脚本，先加 dry-run 参数。
decision	Let's use UUIDs for the primary keys.
rule	Go 代码提交前务必 gofmt 一下。
none	What if we switched to server-side rendering?
decision	我们这期先不做支付功能，放到下个版本。
decision	We will be moving our deployment to Fly.io, this is decided now.
decision	Let's go with Redis for the session cache.
decision	我们团队决定把 Java 8 升到 17。
none	The tests pass on my machine but fail in CI.
none	Could you please run this test against the sandbox environment, I do not want to touch production today.
none	Docker always caches that layer, so the change never shows up.
rule	Never commit directly to main.
none	我记得之前好像说过要统一用 UTC，还是说的北京时间来着？
decision	测试框架定为 pytest，老的 unittest 用例慢慢迁过去。
none	Could you kindly explain why the compiler says I must implement the Clone trait here?
decision	Your second proposal it is.
none	要不要以后都用 TypeScript？你觉得呢？
rule	写 Vue 的时候统一用 <script setup> 语法。
none	小王说以后数据库变更都要走工单。
none	为什么 CI 总是说我必须先 rebase？
none	My manager picked Jira and now we all suffer.
rule	以后 API 的 response 都加上 request_id 字段，方便排查。
decision	那我们 v3 就砍掉旧版 API 的兼容。
none	安全团队要求所有镜像都得过漏洞扫描。
decision	We'll build the new service on FastAPI.
rule	If you ever need to change something in the shared proto files, stop and ask me before doing it, because other teams depend on them.
none	线上刚才报了一堆 502。
none	Can you walk me through the auth flow?
none	Use the fixture from conftest for this one test.
decision	We're cutting the mobile app from this release.
none	Hello, I hope you are doing well today, I have a small question regarding the structure of this project.
none	My wife decided we are going to Japan in April, so I will be offline for two weeks.
rule	不要用 print 调试，用 logger.debug。
none	I am curious how the garbage collector in Go handles this many small objects.
rule	以后 Dockerfile 里基础镜像都要写具体版本号，不许用 latest。
decision	Actually, scrap the websocket approach; polling every five seconds is good enough.
none	Maybe we should avoid the global cache, but let me first measure whether it is really a problem.
rule	If a change could affect performance, I would like you to include a quick before-and-after benchmark in your summary.
none	In my previous company we decided to use microservices and honestly it was a big mistake.
rule	Raise specific exceptions, never a bare Exception.
none	有没有必要统一一下日志格式？
rule	前端组件一律用函数式写法，不要再写 class 组件。
decision	I accept the proposal to split the frontend into its own repository.
none	Point it at the QA bucket just for this run.
decision	Decided: the release goes out on Monday.
rule	Be so kind to keep the old behaviour behind a feature flag whenever you change how billing is calculated.
decision	We will not upgrade to React 19 this year; we stay on 18.
decision	部署就放阿里云上吧，不用 AWS 了。
decision	鉴权服务用 Go 重写，Python 版本下线。
rule	I kindly ask you to always prefix our Redis keys with the application name, so they do not collide with other services.
decision	Fine, we're dropping Python 3.8 support.
rule	From now on every shell script starts with set -euo pipefail.
none	之前那个实习生决定用 jQuery，现在很难改。
rule	From this point on, I would appreciate it if you could name database tables in plural form with underscores.
decision	I've decided to self-host Plausible instead of using Google Analytics.
none	Add a log line here so we can trace the request.
none	Please don't take it personally, but that last answer was quite confusing.
none	别紧张，慢慢来，这个不急。
decision	Let's keep the monorepo.
rule	Please always tell me which files you changed at the end of each answer, as a short list.
rule	以后你改动超过三个文件的时候，先给我列个计划再动手。
rule	麻烦你以后写 React 组件的时候，props 都单独定义一个 interface。
none	我有点没理解你上一条回复的意思。
none	Yesterday I tried to deploy the application and the container crashed after a few seconds with an exit code 137.
rule	It is important to me that you never use sleep calls in unit tests; a fake clock should be used instead.
decision	Let us go for approach number three, the one with the background worker.
decision	OK, I'm picking Vitest over Jest.
none	Can you explain what this regex does?
decision	经过对比，我们最终选择了 TiDB 作为分析库。
decision	Forget the caching layer, we're not building it.
none	I am not very familiar with regular expressions, so I would appreciate a step-by-step explanation of this one.
rule	Don't use lodash for things the standard library already does.
rule	Don't add new dependencies without asking me first.
decision	For the logo colour I settled on the dark green one.
none	要是当初改用 Kotlin 就好了。
none	Prettier insists on trailing commas and I hate it.
rule	有不确定的地方直接问我，别编。
decision	这次发布走灰度，先放 10% 流量，就这么办。
none	Is there a cheaper way to compute this than a full table scan?
rule	请今后在每次回复的最后列出你跑过的命令。
none	The client requires WCAG AA compliance on every page.
decision	Scratch that, keep the old name.
rule	Before deleting any file, ask me.
none	I was wondering whether we should always use async functions in this service or only for the IO parts.
rule	Please handle timeouts explicitly on every outbound request, with a default of ten seconds.
rule	I would like that you never use the any type in the TypeScript files of this project; please use unknown and narrow it instead.
none	Thanks, looks good.
rule	凡是涉及权限校验的改动，都要补单元测试。
none	Let's see what the logs say first.
rule	日志里禁止打印用户手机号和身份证号。
none	I'm thinking about moving to Valencia next year.
none	Java 里重写了 equals 就一定要重写 hashCode，对吧？
decision	Monolith for now, we can split it later if we really need to.
rule	别在代码里写死 IP 地址。
rule	禁止在循环里调用数据库查询。
decision	B, the one with fewer moving parts.
none	这一次先跳过单元测试，直接打包。
none	这个 function 在 input 为空的时候 always 返回 None，这正常吗？
rule	Kindly make sure that in all future commits the message starts with the ticket number.
rule	Kindly keep the database queries parameterized at all times, string concatenation for SQL is not acceptable.
none	The previous maintainer chose MongoDB for reasons I can't see.
none	Do I need to restart the worker after changing the env?
none	为什么我本地起不来 docker compose？
rule	Any function that touches money gets a unit test with negative amounts.
rule	For all the code you will produce in this repo, I want error messages in English, even when we chat in another language.
none	Would it be wise to always run the migrations automatically at startup, or is that considered bad practice?
none	The documentation of the library says that the client must be closed explicitly, otherwise sockets leak.
none	Last year our team moved from Travis to GitLab CI because Travis became too expensive.
none	Back in my C days I preferred tabs.
none	我好像记得 MySQL 的 utf8 不能存 emoji，必须用 utf8mb4？
none	It seems that the server must be restarted every time the config changes, which is very inconvenient.
none	This is my first time writing a Kubernetes operator.
decision	项目名就叫 lanterns 吧。
none	面试官问我为什么选 Vue 不选 React，我答得一塌糊涂。
none	The benchmark went from 300 ms to 40 ms.
rule	Please write code review comments in English but explain things to me in Chinese.
none	产品经理说这个按钮必须是红色的。
none	这里的 timeout 先改成 60 秒试试，看看是不是网络的问题。
rule	All timestamps in UTC, ISO 8601.
rule	Whenever you are not sure what I mean, please ask me a clarifying question instead of assuming and writing a lot of code.
none	我们团队一直都是周五下午做 code review。
decision	我考虑了一下，还是租房不买房了。
none	My sister chose the cheaper flat in the end.
none	If we had picked Postgres from the start we would not have this migration problem now.
rule	No wildcard imports.
none	我们 leader 一直强调别在周五上线。
decision	要不……算了，还是用 GraphQL 吧，前端那边更方便。
none	Do we have to support Safari 14?
none	你解释一下这个 Dockerfile 每一步在干嘛。
none	Please do not feel obliged to answer fast, I prefer that you take your time on this one question.
none	Would you be so kind as to show me an example of how this decorator is used?
none	有人建议我们改用 ClickHouse，我还在考虑。
rule	SQL lives in the queries folder, not inline in handlers.
none	你一定要帮我把这个 bug 搞定啊，明天就要演示了。
none	我对 Kubernetes 不太熟，你讲慢一点。
none	I was told by the previous developer that you should never call this endpoint twice in a row, but I do not know why.
decision	刚才说错了，上线时间改成周五晚上。
decision	I have thought about it and I will not renew the contract with the current hosting provider; we are moving to Hetzner.
rule	No breaking changes to the public API without a major version bump.
rule	Conventional commits from here on: feat, fix, chore and so on.
none	公司统一用钉钉，所以告警通知只能发钉钉。
decision	算了，不做国际化了，这版只支持中文。
rule	输出给我的代码块要标明语言和文件路径。
none	Never mind, I found it.
rule	Whenever you rename a public function, leave a deprecated alias behind.
none	What does this error actually mean?
rule	Every new endpoint needs an integration test.
rule	When you write bash, please quote all variables, without exceptions.
none	We switched to Poetry last spring and it's been a headache ever since.
rule	No emojis in commit messages or code comments.
rule	Don't ever force-push to shared branches.
none	这个测试一定是被谁改坏了。
none	就用你刚才那个命令再跑一次。
none	Our ESLint config forbids default exports.
none	这个项目是我三年前接手的。
none	Rename foo to bar in this file.
decision	OK 那就 option A，改动最小。
decision	We'll keep uploaded files in S3 rather than on the local disk.
rule	单元测试覆盖率低于 80% 的改动不要合并。
none	按理说 token 过期之后一定会返回 401 才对啊。
rule	When you add a new environment variable, please also document it in the .env.example file with a comment.
decision	这个字段名就用 created_at，不再改了。
rule	If a test is flaky, mark it and tell me instead of silently rerunning it.
decision	I have made up my mind: we are going to deprecate the XML export.
decision	After seeing your benchmark, I decide that we keep msgpack and forget about protobuf.
none	Is it a rule here that tests go in a separate folder?
none	For now just hardcode the port, we'll clean it up later.
rule	My wish is that you never modify the generated files by hand; regenerate them from the schema instead.
rule	接口字段命名用 snake_case，前端自己转驼峰。
decision	I have decided to resign from my current job and join my friend's startup in January.
none	Just this once, disable the pre-commit hook so I can push the hotfix.
none	帮我把这段 Python 翻译成 Go。
rule	麻烦今后写 Go 的时候 error 都用 fmt.Errorf 加 %w 包一层。
none	I am sorry for my English, it is not my first language, but I hope the problem is clear.
decision	就按你说的，把这个大函数拆成三个。
decision	年假我定在十月初休。
none	I need to leave in ten minutes, so please just make the build green for now and we continue tomorrow.
none	What would happen if we used Celery instead of the homegrown scheduler, in your opinion?
rule	Kindly never print secrets or tokens to the console, not even in debug mode.
none	The company style guide requires two blank lines between top-level functions; is black already doing that?
rule	Please do not add comments that just repeat what the code does; comments should explain why.
none	数据库那边禁止在白天做 DDL，所以这个迁移只能晚上跑。
none	用什么方案都行，你先分析一下利弊。
rule	Secrets go in env vars, never in the repo.
rule	后端返回的错误信息不能暴露堆栈给前端。
none	当年我们用 PHP 写的第一版，后来全部推倒重来了。
none	我不太确定是不是应该把配置放到环境变量里。
none	这个 CSV 先用 UTF-8 BOM 存一下，Excel 要打开。
rule	Kindly use the existing http client wrapper in utils for every network call instead of importing requests directly.
none	你为什么总是建议用 Redux？
decision	Let's call the endpoint /v2/orders.
rule	No print statements in library code; go through the logger.
none	Found the bug, it was an off-by-one in the pagination.
none	你是不是总是默认用 Python 3.12 的语法？
rule	Please use the Makefile targets instead of calling the tools directly, so that CI and local runs stay identical.
rule	Avoid global mutable state.
rule	分支命名按 feature/xxx、fix/xxx 来。
decision	We'll license it under MIT.
none	Where is the retry logic defined?
none	帮我生成一个读取 Excel 的小脚本。
rule	When writing Chinese docs, use full-width punctuation.
rule	Please keep backwards compatibility with Python 3.9 in everything you write here.
none	先把 feature/login 分支切出来。
none	The deploy finished about five minutes ago.
decision	Okay then, I will book the flight for the 14th and not the 12th.
none	以前我们一直用 SVN，后来才换的 git。
none	Does that endpoint have to be idempotent, given that the payment provider retries?
decision	To be clear, the final choice for the charting library is Recharts.
none	If we went with DynamoDB, would the costs be lower?
none	我一般先写接口定义再写实现。
none	My previous team lead was very strict and told us to never merge on Fridays, but here nobody cares about that.
none	测试同学说回归测试必须全部通过才能提测，所以我们今天得加班了。
rule	If possible, please always mention in your answer which assumptions you made about the input data.
none	Maybe one day I'll give Helix a try.
none	I really should write more tests.
none	这个 lint 规则规定函数不能超过 50 行，有点太严了。
none	Our customer has a policy that no data may leave the EU, which is why the servers are in Frankfurt.
none	I'm back, where were we?
none	Let me check with the team first.
none	你先把这两个方案对比一下，我再决定。
rule	新增的配置项务必同步写到 config.example.yaml 里。
rule	utils 目录下的函数都要写 docstring，always。
none	我就随便问问，要不我们以后不用 ORM 了？
rule	以后新建的表都必须带 created_at 和 updated_at 两个字段。
decision	Okay, let us do it your way with the strategy pattern, it looks cleaner than my big switch statement.
none	You should've seen the old codebase, it was a nightmare.
rule	With respect to naming, please use the suffix Service for business classes and Repository for data access classes.
rule	Please, going forward, when you create a new React component, put its styles in a separate module.css file next to it.
rule	Please update the table diagram in the docs every time you change the structure of a table.
rule	f-strings only, no percent formatting.
none	我们组前年决定全面上云，结果成本翻了一倍。
none	好的，收到。
none	这段代码在并发下必须加锁，不然会数据错乱，你看看怎么改。
rule	Would you please stop using abbreviations in variable names; full words only in this codebase, from now on.
decision	行，接口前缀定成 /api/v1。
none	我在想要不要换成 Rust 写，有点纠结。
decision	认证这块用 JWT，不搞 session 了。
rule	代码里的魔法数字都要抽成常量。
decision	状态管理用 Zustand，Redux 太重了。
none	我平时都是下班前才提交代码。
rule	Keep functions under 50 lines.
none	这个文件里暂时别动 import 顺序。
none	The tool prefers its config in pyproject.toml, but it also reads setup.cfg.
none	Go 的 map 遍历顺序总是随机的。
none	先别管这个警告，后面再处理。
none	内存占用从 2G 降到了 600M，效果不错。
none	Could you please tell me if there is a convention in Go about where to put the interfaces?
none	Please could you, only for this one experiment, set the batch size to 512 and tell me how much memory it uses?
none	用 Redis 做锁的话，过期时间必须比任务时间长，对吗？
none	你刚才说 should use context manager，具体是指哪一段？
none	等下次迭代再决定要不要拆服务。
decision	Change of plan: the CLI will be written in Go, not Rust.
none	运维那边要求日志必须保留 180 天。
rule	Please don't open pull requests on your own; just push the branch and I will open it.
none	Should the config loader ever raise, or just log?
none	这个页面先临时接 mock 数据调一下样式。
rule	提交的代码里不要留 console.log。
rule	Please do not ever run database migrations against production yourself; that part stays manual and it is mine.
rule	改动公共接口之前一定要先跟我说一声。
rule	写测试的时候不要依赖真实的外部服务，全部 mock 掉。
rule	中英文之间加空格，文档和注释都这样。
none	I was thinking whether we should perhaps switch to a different message broker, but I have not made any decision yet.
none	Could you summarise what we have done so far today?
none	我刚回来，继续吧。
decision	We have picked the name Harbor for the internal dashboard.
none	Would you please check if the function always returns a sorted list, because I am not sure.
none	Should we always pin versions in requirements.txt?
rule	单个文件不要超过 500 行，超了就拆。
rule	接口文档统一用 OpenAPI 格式写。
none	I did not expect that this small change would break so many tests.
none	Would it be better if we never exposed the internal IDs in the URL, what do you think?
decision	Considering the budget, we are renting the smaller server and not the 64 GB one.
rule	你回答我的时候不要用英文，全部用中文。
rule	Stop apologizing in your replies and just fix things.
none	这个函数必须返回 dict，不然下游的序列化会直接报错。
none	听说有的大厂禁止用 Lombok，真的假的？
none	我当时选这个库纯粹是因为 star 多，现在有点后悔。
decision	Postgres JSONB it is, no separate document store.
none	明天下午要给客户演示这个功能。
rule	测试用例的名字要能看出测的是什么，别写 test1、test2 这种。
none	I am thinking maybe we could switch to Svelte one day, but I am not sure it is worth the effort.
decision	我决定把博客从 Hexo 迁到 Astro。
none	In hindsight, picking Electron was a mistake.
none	这个库的文档说 init 必须在主线程里调用。
rule	公共方法改签名的时候，记得把所有调用方一起改掉。
rule	Use pathlib instead of os.path from now on.
rule	提交信息一律用英文写。
rule	Early returns instead of nested ifs.
none	The parse step must finish before the watcher starts, otherwise the first event gets lost.
rule	以后不要给我输出整个文件，只给改动的部分。
none	The spec says header names must be lowercase in HTTP/2.
rule	以后生成的 SQL 迁移文件名都带上日期前缀。
rule	I would prefer that all new modules have at least one unit test before you consider the task finished.
none	As far as I understand, Kubernetes always kills the pod if the liveness probe fails three times, correct?
decision	Please note that we have chosen to keep the legacy endpoint alive until March.
none	不知道这里用 channel 还是用 mutex 更合适。
rule	When you're unsure about an API, check its docs rather than guessing.
decision	Thank you for listing the storage options; we will self-host MinIO, as it fits our budget best.
rule	以后所有的接口返回都统一用 {code, msg, data} 这个结构。
rule	以后 code review 的意见你都用 bullet list 列出来。
none	这次先连测试环境的库跑一下。
decision	那这个需求我们不接了。
none	Revert your last change.
none	上周的事故复盘还没写完。
none	你先别提交，我看一下再说。
none	这种写法在 React 里是不是应该避免？
none	我朋友说写 Go 一定要学会用 pprof。
decision	Let's set the default timeout to 30 seconds rather than 10.
none	这个 goroutine 泄漏是怎么产生的？
none	The contract with the vendor says we have to respond to incidents within four hours.
decision	Thank you for the comparison, I will go with the second design because it keeps the schema simpler.
none	Don't worry about the failing test, it was flaky before you touched it.
rule	所有金额字段必须用 Decimal，禁止用 float。
rule	Always run the formatter before you commit.
none	这个版本的 Spring Boot 必须要 Java 17 才能跑。
none	这次升级之后启动时间变长了好多。
none	My team lead has told us that all commits must be signed with GPG, so maybe this is why the push failed.
rule	It would be great if from here on you could keep every answer under twenty lines unless I ask for more detail.
decision	I accept your suggestion, let us rename the module to billing_core.
none	这个接口总是超时，烦死了。
none	Could you please run the tests once more, only this time with the verbose flag?
rule	Run the whole suite, not just the file you changed, before you say you're done.
none	我们当初选 Django 是因为团队都熟。
decision	数据导出改成异步任务，不在请求里同步做了。
decision	嗯，就叫 OrderSyncJob，名字定了。
none	以后的事以后再说吧，我现在脑子有点乱。
none	Could you, just for the current branch, disable the coverage threshold so I can see the real failures?
none	The customer reported that the page loads very slowly in the evening hours.
none	Upstream decided to drop Python 3.8, so we have no choice there.
rule	Please never hardcode the API base URLs, take them from the settings module.
none	Not sure whether we should go with gRPC or plain REST.
none	客户那边决定用华为云，我们只能配合。
none	The client decided to go with Azure, not my call.
rule	Please keep in mind for the rest of this project that the config files are YAML and must stay YAML, no conversion to JSON.
rule	No TODO comments without an issue number.
decision	那个重构先搁置，这周不做了。
none	The RFC says clients must retry with exponential backoff.
rule	For every bug you fix, please add a regression test that fails without the fix.
rule	Please, whenever you introduce a new environment variable, write its name in capital letters with underscores.
decision	那就升 MySQL 8，不用 5.7 了。
none	之前的负责人决定不写单测，现在改起来心里完全没底。
rule	Exact versions in requirements.txt, no ranges.
rule	Could you please always add a short docstring to every function you write from now on, even the small helper ones?
none	组长说所有代码都必须经过两个人 review 才能合。
none	The reviewer asked me to make sure the feature flag is off by default in this PR.
rule	以后遇到报错先把完整的 traceback 贴给我，不要自己瞎猜着改。
none	本来想改用 gRPC 的，后来觉得没必要就没改。
none	Since the beginning this project has always used Maven, although nobody remembers why.
none	我得先去开个会，你先看看代码结构。
none	哎，又要改需求了，客户说界面必须全部重做。
rule	When a function grows beyond three parameters, kindly group them into a dataclass.
none	Go never lets you keep unused imports.
rule	Never swallow exceptions silently.
rule	Answer in short bullet points, no essays.
none	这里必须用深拷贝吗，浅拷贝会有什么问题？
rule	回答尽量简短，不用每次都解释原理。
none	In my opinion nobody should use an ORM for reporting queries, but that is just my personal taste.
none	这个需求要不要做，得看老板的意思。
decision	Let's push the migration to next quarter.
rule	不要在 controller 里直接写 SQL，全部放到 repository 层。
decision	After thinking about it overnight, I have decided that we will use Kafka instead of RabbitMQ for the event bus.
decision	I would like to change my earlier choice; instead of MongoDB let's use Postgres after all.
none	Apparently the client wants every report as a PDF.
rule	Keep the README in sync whenever you change a CLI flag.
rule	Please make every CLI command support a --json flag for machine-readable output from now on.
rule	不许在主分支上直接提交。
decision	我已经决定报名明年的马拉松了。
decision	Having looked at both demos, I am going with ECharts for the charts in the dashboard.
rule	Type hints on every public function.
decision	I thought about your two options for the cache invalidation and I pick the TTL-based one.
rule	git commit 之前先跑 lint，有报错不许提交。
none	The API always returns 200 even on errors, which drives me crazy.
rule	每个函数都要有类型注解。
none	这个 PR 的 reviewer 说 naming 要 follow 我们的 style guide，你看下哪里不符合。
rule	Show me the diff before applying anything bigger than a few lines.
decision	If it's okay for you, I'd rather go with plain CSS modules; yes, let's do that.
none	这两种实现在性能上差别大吗？
none	Before I forget, please remember to send me a summary of today's changes when you finish this task.
none	Could you please tell me why the Homebrew Python always conflicts with the system one on my Mac?
decision	My team and I agreed this morning that the new service will be written in Kotlin.
decision	先用 SQLite 顶着，用户多了再迁，就这么定了。
rule	Always use the shared Button component instead of rolling your own.
rule	Never run rm -rf without showing me the exact path first.
decision	打包工具换成 Vite。
decision	After the meeting with my colleagues, I have decided that the weekly sync will move to Thursday afternoon.
none	Would you mind to switch to the other terminal tab and paste me the output from there?
none	老板一定要周三前上线，我也没办法。
none	这段代码是谁写的，完全看不懂。
none	Torn between htmx and a full SPA.
none	The security team has banned MD5 across the company.
none	Why does mypy insist that I annotate this variable?
none	Pick whichever you think is cleaner for this helper.
none	I'll decide after lunch.
decision	Going with SQLite for the prototype.
rule	When you touch a migration, bump the schema version too.
none	Last sprint we decided to freeze features, and it helped a lot.
none	When I run the script on Windows, the paths look strange, with backslashes everywhere.
decision	So, final decision from my side: the config format is TOML.
none	Is it standard to prefix private methods with an underscore in Ruby?
decision	We're moving the CI from Jenkins to GitHub Actions.
none	你觉得这段代码的可读性怎么样？
none	What's the difference between a mutex and a semaphore here?
none	Do you think it is good practice to always wrap third-party clients in our own interface?
decision	Having weighed the pros and cons you listed, I am choosing the event-driven variant for the notification system.
decision	决定了，缓存用 Redis。
none	有个同事建议我们以后都用 Nix 管理环境，你怎么看？
none	Switch to the feature branch and pull.
rule	跑耗时超过一分钟的命令之前先告诉我。
none	CI requires signed commits, that's why your push was rejected.
rule	麻烦以后每个新接口都加上限流。
none	Could you please explain to me in simple words what a race condition is in this context?
decision	我决定下个月从现在公司离职。
rule	Prefer composition over inheritance in this codebase.
none	刚刚那个测试又挂了，日志贴给你。
none	Comment out line 42 for the moment.
decision	I'm cancelling the Friday demo; we'll do it next Tuesday instead.
rule	Don't touch the vendored directory.
decision	我选第三个，性能最好那个。
none	请问 Vite 的 HMR 原理大概是怎样的？
none	我们去年从 MongoDB 迁到了 PostgreSQL，当时踩了不少坑。
none	Our architect decided years ago to use event sourcing everywhere and we still live with the consequences.
rule	遇到需要 sudo 的命令，先停下来问我，不要自己执行。
none	今天务必把这个 bug 修掉，不然没法发版。
none	Good afternoon, I have returned from lunch and I am ready to continue with the refactoring we started.
rule	All user-facing strings should go through the translation function, so please do not leave literal text in the templates.
none	Make sure the dev server is running and try again.
none	I am not sure if we must keep supporting the old mobile clients, I need to ask the product owner.
none	谢谢，今天先这样，辛苦了。
none	帮我看下这个 SQL 为什么这么慢。
none	小李昨天选了方案 C，我还没来得及看。
none	是不是所有的 handler 都要加 context 参数？
none	Which version of OpenSSL is on the build image?
decision	I'm accepting the offer from the robotics company in Munich, so I'll be less active on this repo from March.
decision	Let me reverse what I said yesterday: we keep the retries, but capped at three.
none	这个 bug 终于复现出来了。
rule	别再用 moment.js 了，今后日期处理统一用 dayjs。
rule	用户输入的东西一律先校验再入库。
decision	The queue-based option you described first, that one.
none	Kindly correct only the misspelled word in the error message around line 57, nothing else please.
decision	I'm going with the approach where the parser returns a Result type.
none	我们是不是应该统一用 ESLint 的 airbnb 规则？
rule	Could you make it a habit to run the linter after each edit and fix the warnings before showing me the result?
rule	以后装包一律用 pnpm，不要用 npm 或 yarn。
decision	After a long discussion with myself, I choose not to support Windows in the first version.
decision	I am going to keep the current folder structure, there is no need to reorganise it.
none	我们 team 之前 decided 用 Kafka，现在看来有点 overkill。
none	Please, for this file only, ignore the line length limit because the URLs are very long.
none	Skip the e2e tests this time, they take forever.
rule	One PR per feature.
rule	Async all the way down in the API layer.
none	今晚先用我的个人账号部署一下，明天再换成公司的。
decision	Kindly be informed that I have decided to move the deadline of this feature to the end of the month.
none	My colleague chose Angular for the admin panel before he left, and now nobody wants to maintain it.
rule	Don't leave commented-out code in commits.
none	Python dicts always keep insertion order since 3.7.
decision	第一版先不支持暗色模式，这个我拍板了。
rule	When you finish a task, please write a one-line summary first and the details after it.
none	The payment gateway requires that amounts are sent in cents, so the bug is probably in the conversion.
rule	新写的 Python 代码统一用 black 格式化，行宽 100。
decision	Between the two libraries you listed, I will take pydantic.
none	How long would the migration take on ten million rows?
rule	Log errors with the stack trace, not just the message.
none	The linter keeps telling me I should never use a bare except.
rule	所有定时任务都要加分布式锁，防止多实例重复执行。
"""
