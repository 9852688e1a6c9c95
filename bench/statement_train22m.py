"""Training sentences TRAIN_M for statement classification (rule / decision / none).

Written by a helper session working alone from its own knowledge; it never saw the classifier or any other labelled set.
Voices: casual chat between friends, family members and partners catching up by text over months; about 93 lines are Chinese chat.
Decisions are the speaker's own choices told now or as news (moving, quitting, buying, naming, booking, changing their mind).
Rules are standing requests about shared life or self-commitments (house rules, "from now on ...").
Hard negatives (none): news that is not a choice, friends' or bosses' choices and rules reported, advice, questions, unsettled plans, hypotheticals, habits, feelings, one-off requests, exclamations with must/should/never.
Counts: total 518, rule 72, decision 175, none 271.
"""

TRAIN_M = """
decision	I've decided to stop drinking for a while.
none	The flight got canceled, so I'm stuck in Denver overnight.
none	Honestly you deserve a raise.
none	I always order the same thing there.
none	The clinic told me I must fast for twelve hours before the test.
decision	We moved my mom in with us, it felt like the right call.
none	Never again, haha.
decision	Scratch that, we're doing Thanksgiving at our place after all.
none	我还没决定去哪个城市。
none	We should do this more often!
none	I can't decide between the two apartments.
rule	If you use the last of the coffee, write it on the fridge list.
decision	We signed Grandma up for the assisted living place near us.
decision	I'm switching banks, the fees are ridiculous.
none	The car needs new tires before winter.
rule	No phones at dinner, that's the rule now.
rule	Your laundry stays in your room, not on the couch.
none	我今天被裁员了。
decision	ended up getting the dog after all lol
none	Mark wants to move to Denver and I'm not sure how I feel about it.
decision	I said no to a second date.
decision	I'm going to donate a kidney to my brother, I've made up my mind.
none	We got a flat on the way up, so we'll be late.
decision	I said no to being a bridesmaid, I just can't afford it right now.
none	Nothing's decided yet, we're still looking at places.
decision	We went for the fixed-rate mortgage.
decision	I'm keeping my maiden name.
rule	吃饭的时候不许玩手机，这是新规矩。
decision	I'm staying in Chicago, I turned down the transfer.
decision	I'm not going to sue them, it's not worth the stress.
decision	I accepted the offer, starting the 15th!
none	We might adopt, we're still talking about it.
decision	I traded in the truck for a hybrid.
decision	I'm adopting the tabby from the shelter on Saturday, paperwork's done.
rule	Kids, homework before screens, every single day, no exceptions.
none	Aunt Carol insists everyone wear white to the reunion.
none	I'm torn between Denver and Austin.
decision	I finally made the appointment to get my tubes tied.
decision	I'm going back to my old job, they offered more and I said yes.
none	I can't believe it's been ten years.
decision	I told Jen I'm not coming to the bachelorette.
none	Congrats on the engagement!!
none	You must come visit us in the new place!
none	I keep dreaming about the old apartment.
none	Did you decide on the job yet?
none	They picked Rome for their honeymoon, so jealous.
decision	Decided to skip the trip this year, money's too tight.
rule	Whoever picks the movie doesn't get to complain about the snacks.
none	omg no way
decision	We chose to homeschool this year.
none	Ugh, I always pick the slowest line at the store.
rule	到家了一定给我报个平安，以后都这样。
decision	I'm finally getting a will done, I booked the lawyer.
decision	Staying in tonight, I decided I need sleep more than drinks.
none	It's always a pleasure seeing you two.
decision	Decided to rent a car for the wedding weekend instead of taking trains.
decision	我决定明年回老家了。
none	I'd never move back to Ohio, but who knows.
none	If you ever need a place to crash, just say the word.
none	谢谢你的汤，太及时了。
decision	I've decided to take the bar exam again in July.
decision	we're doing the road trip instead of flying
rule	Going forward, can you run any purchase over $200 by me first?
none	I'd rather die than go camping again lol
none	I'm always the one who plans everything.
rule	Please never call me before 8 on weekends.
none	The insurance company says we have to get three quotes.
decision	婚礼就定在十月了。
none	Apparently the neighbors are selling.
none	生日快乐！玩得开心！
decision	I'm applying to PhD programs after all.
none	lol that's so you
decision	I take back what I said about the dog walker, we're keeping the same one.
none	I should really call Grandma more.
rule	Any time you take the car, fill it back up.
decision	We decided against the renovation, we're just going to move.
none	Every year I swear I'll start my taxes early and I never do.
none	I got into Michigan!
rule	以后垃圾每天晚上你负责倒。
none	Wait, you quit?!
decision	Going with the dentist you recommended, booked for Thursday.
none	You never told me how the interview went!
decision	那份工作我接了。
none	I got laid off this morning.
rule	以后每次出门都记得把门锁好。
decision	I've decided to take my dad's name off the joint account.
rule	以后你开我车记得把油加满。
none	Honestly I have no idea what I want to do with my life.
decision	I'm putting the money into my student loans instead of a vacation.
none	我姐决定搬去深圳了。
none	你要是搬家了我肯定去看你。
decision	I joined the union.
none	The puppy we wanted got adopted by someone else.
decision	I'm starting therapy, booked the first session for next week.
none	We were supposed to close today but it got pushed.
decision	过年我不回去了，已经跟我妈说了。
none	We ran into your cousin at Costco.
none	we're probably going to Florida but nothing's booked
none	Lisa and Tom are getting divorced.
none	Could you water my plants tomorrow?
none	出门别忘了带伞。
none	My therapist says I should set more boundaries.
none	What if we just moved to the coast, hypothetically?
rule	以后别再借钱给你表哥了。
decision	We went with the contractor who quoted higher, at least he calls back.
decision	我换工作了，下个月去新公司。
decision	We're not having a big wedding, just the courthouse and a nice dinner.
none	Oh man, you must be so relieved.
none	I was so close to quitting today.
none	I'm thinking of getting bangs but I'm scared.
rule	谁最后用完卷纸谁负责换新的。
none	Let's get coffee Thursday?
decision	I turned down the offer from the bank.
none	The movers have to be out of the building by 5, apparently.
none	Would you ever go back to school?
none	我们昨天拿到钥匙了！
decision	我们决定不办婚礼了，旅行结婚。
decision	We put the cabin up for sale.
none	I guess I'll see how I feel in the morning.
none	I should probably go to bed.
decision	Went with the red one in the end.
decision	我决定跟他分手。
none	We're looking at dogs this weekend, just looking.
rule	Trash goes out Tuesday nights, and that's your job now.
decision	I said yes!! We're engaged!
none	不敢相信已经十年了。
none	说不定明年去日本玩，还没想好。
decision	We decided to elope.
decision	I'm not going to the funeral, I said my goodbyes already.
decision	我把健身卡退了。
rule	Can we agree to always check the shared calendar before booking anything?
none	We were thinking of maybe moving closer to your parents at some point.
decision	We ended up adopting the older dog.
rule	No overnight guests on weeknights unless we both say yes.
decision	沙发我们选了灰色那款。
decision	We're spending the summer at my parents' lake house, decided last night.
none	Pick me up at 7?
decision	I'm taking a gap year before grad school.
none	My cousin always says you should never buy a used car from a friend.
none	You'd love Lisbon.
decision	I'm getting the iPhone, not the Pixel.
decision	switched my major to econ
none	Rent's due on the 1st, right?
none	My sister decided to move to Austin.
rule	When we visit your parents, we leave by 9, always.
none	I'm kind of regretting the haircut.
none	You should never text him back, he's trash.
none	I really need to start saving.
decision	我报名了半马！
rule	孩子每天作业写完才能看电视。
decision	I'm going with the navy bridesmaid dresses, not the sage.
none	恭喜恭喜！
none	what are you doing this weekend
decision	我转专业了，转到计算机。
decision	名字定了，叫小满。
none	Our offer got accepted!!
none	I'm sooo tired of this weather.
none	Thanks for the soup, it honestly saved me.
decision	I'm subletting my room for the summer.
none	Mom said we should be there by noon.
none	Mom decided to move into the assisted living place.
decision	Decided against the new car, I'm keeping the old Civic another year.
decision	Just withdrew from the race, my ankle's not ready.
none	我可能会去学个吉他，再说吧。
rule	Every Friday is pizza night from now on, no arguing.
rule	The thermostat stays at 68, nobody touches it.
none	我哥买了条船，真是服了。
none	Never mind, I found it.
none	Do you think I should take the offer?
none	My lease ends in June.
none	房东说退房前必须重新刷墙。
none	I always lose at Monopoly.
none	Could you feed the cat while I'm gone this weekend?
rule	Whenever you're at the store, grab oat milk, we're always out.
none	我妈非要我们过年都穿红衣服。
none	Coach says every kid must bring a water bottle to practice.
decision	I quit my job today, like actually quit.
none	The manager told us we can't bring dogs on the patio anymore.
rule	以后来我家之前先发个消息。
none	I've been walking every morning and it's really helping.
none	Do you still want the old crib?
none	My brother's buying a boat, of all things.
decision	I'm dropping calc and taking stats instead.
none	We always end up at the same diner.
none	你到家了吗？
rule	群里不许发广告，谁发谁发红包。
none	I usually just wing it with recipes.
decision	I'm going part time starting in March.
none	The kids have a snow day, so, chaos.
rule	From now on we only talk about the wedding budget on weekends.
none	You should definitely take the Seattle job.
rule	Don't ever lend my car to Kevin again.
decision	I'm going to move to Denver in the spring, it's settled.
decision	我决定自己出来创业了。
rule	The front door gets locked at night, even if you're just popping out.
rule	Please stop sending me voice notes longer than a minute, just type it out.
none	My whole team got moved to the new building.
none	Are you guys still doing the beach trip?
decision	我们决定明年要孩子。
none	We're maybe hosting Easter, depends on my sister.
decision	I backed out of the timeshare thing, got my deposit back too.
none	We were going to paint the bedroom but ran out of time.
decision	I went ahead and booked the laser eye surgery.
decision	We're painting the kitchen yellow, don't laugh.
rule	Cash for the babysitter comes out of the jar, not my wallet.
decision	我买了那辆电动车，白色的。
decision	We're going with Dr. Patel for the delivery.
decision	turned down the promotion, i like my team too much
decision	Changed my flight to Sunday so I can stay for brunch.
decision	我还是留在上海吧，不折腾了。
decision	I told them yes, I'm taking the Seattle job.
decision	I'm dropping out of book club, it's just not fun anymore.
decision	Getting braces at 34 lol, just booked it.
none	You should get that mole checked.
none	My sister made everyone sign a no-phones pledge at her wedding, lol.
decision	We're getting Noah a phone for his birthday, I finally gave in.
none	He's been so moody lately.
none	The school says kids must wear closed-toe shoes on field day.
decision	We booked Lisbon for the honeymoon, finally.
none	I always have to pee right when the movie gets good.
rule	Bar tabs get split evenly, no itemizing, that's the friend-group rule now.
none	I love how you always remember birthdays.
rule	We split groceries 50/50 going forward, receipts go in the shared folder.
decision	Bought the tickets for Japan! March 3rd!
none	我车又坏了，正在路边等拖车。
none	I always cry at weddings.
decision	I'm not inviting my dad to the wedding.
decision	I'm taking the promotion even though it means more travel.
none	The doctor says I have to take it easy for six weeks.
none	我又被老板骂了，烦死了。
none	we might go to the lake on sunday if it doesn't rain
none	I'm not sure I'm ready for a dog.
none	What would you do in my shoes?
rule	Shoes off at the door from now on, I just mopped.
none	You should totally go for it.
decision	I'm taking up boxing, signed up for the intro class.
none	My landlord says we have to repaint before moving out.
decision	房子我们不买了，继续租。
rule	From now on, text me before you come over.
decision	I'm going to be a stay-at-home dad for the first year, we decided together.
none	He never replies to texts, it drives me nuts.
none	Maybe I'll finally learn guitar this year.
none	Hang in there, it gets better.
none	I've been thinking about selling the house, but it's early days.
none	I always go running at 6.
decision	我们最后还是领养了那只老狗。
none	The baby finally slept through the night!
none	你今天好漂亮啊。
rule	Nobody eats the last slice without asking, that's house law now.
none	I'm proud of you, seriously.
decision	Ended up going with the cheaper apartment, the view wasn't worth $400 a month.
none	That's exactly what I was going to say!
none	You always know what to say.
none	Make sure you lock the back door tonight, I'll be at Jen's.
none	你觉得我应该接这个offer吗？
decision	We put an offer in on the house on Elm.
none	Good luck today, you'll crush it.
decision	I'm going to Mom's for Christmas this year, not Dad's.
none	Let's play it by ear.
none	我爸手术很顺利。
decision	We've settled on a small ceremony in my aunt's backyard.
none	She's decided to go back to her ex, ugh.
none	I wonder if I should dye my hair.
none	I'd totally move to Spain if I spoke Spanish.
none	你肯定累坏了吧！
none	You must try that taco place on 5th.
none	I always forget my keys.
none	I'll never understand why he left.
none	Did they ever fix your heater?
none	Don't you think it's too early to tell him?
none	I might go back to school, I don't know yet.
none	Remind me to call the vet tomorrow.
decision	I deleted Instagram for good.
decision	Not going back to that hairdresser, I'm switching to yours.
none	I hope the weather holds for Saturday.
decision	We're flying, not driving, it's too far with the kids.
decision	I'm not going to fight the ticket, I'll just pay it.
decision	I switched to night shifts, more money and I like the quiet.
rule	Always answer the family chat within a day, Mom worries.
decision	I'm gonna propose at the lake next month, I already bought the ring.
rule	Let's agree that we never go to bed angry.
none	We might skip Thanksgiving this year, not sure.
none	我妈说我们中午之前得到。
none	If only I'd sold that stock in March.
rule	Whoever gets home first starts dinner, that's how we do it now.
none	你必须跟他说清楚。
none	My hours got cut at the restaurant.
decision	我把车卖了，以后骑车上班。
decision	I'm keeping the puppy, I don't care what my landlord says.
decision	我们定了去云南玩，机票都买好了。
none	The HOA says no fences over six feet.
rule	Whoever cooks doesn't do the dishes, okay? From here on out.
none	We used to go to that beach every summer as kids.
none	The wedding was beautiful, you'd have loved it.
none	Ugh, the wedding's in three weeks and nothing's done.
none	Don't tell anyone but I think I'm pregnant.
none	I'm thinking Thai tonight, you in?
decision	We're naming her Ruby.
none	七点来接我？
none	You'd make a great teacher.
none	You really should see a lawyer about that.
none	你应该去看看医生。
none	The test came back negative, thank god.
decision	ok I'm doing it, I'm cutting my hair short
none	你一定要去试试那家火锅。
none	I was gonna quit but then they gave me a raise.
decision	I'm selling my share of the bakery to Dana.
none	我每天早上六点都去跑步。
none	我们看中的房子被别人抢先买了。
decision	I'm moving in with Sam next month.
decision	I chose the job with the better 401k match over the higher salary.
decision	我报了个日语班，周六上课。
none	Your garden looks incredible this year.
none	宝宝终于睡整觉了！
decision	Gave away the treadmill, I was never going to use it.
none	thinking about maybe getting a dog
decision	Actually I changed my mind, I'm coming to the party.
decision	I'm not renewing the lease, we're out in June.
none	How's the new job treating you?
none	We must get dinner soon!
decision	I'm skipping the bachelor party, told Ryan already.
decision	I'm retiring at the end of the year, told my boss today.
rule	Rent goes in by the 1st every month, and I shouldn't have to remind you.
none	Sorry, running late, be there in 10.
none	小李和他老婆离婚了。
none	I could never live somewhere without seasons.
decision	I'm not going to grad school after all.
none	My mom thinks I should move home.
decision	I enrolled in the night classes for nursing.
none	Our flight leaves at 6am, kill me.
decision	我决定戒烟了，烟都扔了。
none	I miss you guys so much.
none	Honestly I'd probably pick the cheaper one, but it's your call.
decision	Okay, final answer: I'm bringing lasagna.
rule	If you're going to be later than 10, call me, don't just text.
none	再也不去了，哈哈。
rule	Bedtime is 8:30 on school nights, end of discussion.
none	We got the keys yesterday!
decision	I'm taking the kids to my mom's this weekend so we both get a break.
none	Should I cut bangs?
decision	I finally bought the bike!
rule	Hey, can you always cc me on emails to the landlord?
decision	We went with the cheaper daycare, it's closer anyway.
none	工作的事你定了吗？
rule	以后大额开销先跟我商量一下。
rule	No work laptops on vacation, that's our deal from now on.
decision	Got rid of my car, biking everywhere now.
none	我考上研究生了！
decision	我决定不读研了。
none	I got the job!! They called this morning.
none	I'm 90% sure we're going with the blue tile, but let me sleep on it.
none	医生说我这六周都得好好休息。
none	I might just stay home tonight, idk.
decision	We went with cremation for Dad, it's what he would've wanted.
none	Dinner at 7 tonight, bring wine.
none	If we move, would you visit?
decision	I'm giving my notice Friday, it's happening.
none	You look amazing in that photo.
decision	Decided to sell the piano.
rule	Rule for the group chat: no politics.
none	I'm scared about the biopsy results.
none	We got married ten years ago today.
none	Text me the address?
rule	Do not give the dog table scraps, ever again.
decision	I dyed my hair pink, no regrets.
none	Please bring the folding chairs tomorrow.
rule	Plants get watered Mondays and Thursdays by whoever's home.
decision	我改主意了，还是去参加同学聚会。
decision	这周末我们去我爸妈家，已经定了。
none	房租又涨了。
none	He says he's never getting married, but we'll see.
none	Don't forget your umbrella today.
rule	每个月一号之前把房租转给我，别让我催。
none	The dog won't stop barking at the mailman.
none	我们领导说以后周二都得来公司。
none	If I won the lottery I'd quit tomorrow.
rule	Phones go in the basket at family game night, grown-ups included.
rule	If the baby's asleep, knock, don't ring the bell.
decision	我们决定养猫，不养狗了。
none	The house always smells like cinnamon in December.
decision	Signed up for the half marathon!
rule	We don't discuss money in front of the kids, period.
decision	I'm keeping the engagement ring, he told me to.
none	Jordan picked the Marines over college.
rule	Please don't forward my messages to anyone without asking first.
rule	note to self and to you as my witness: gym three times a week, no excuses
none	I'll think about it.
none	hahaha stop
decision	We're getting a second cat, I caved.
none	I keep going back and forth on the name.
none	Have you guys figured out Thanksgiving?
rule	晚上十点以后别在群里发语音了。
none	What did you end up naming the puppy?
rule	Towels go on the rack, not the floor, and I mean always.
rule	Never tell my mom about the tattoo, ever.
none	Leave the key under the mat for me tonight, ok?
none	我老是忘带钥匙。
none	I have to work Saturday, boss's orders.
none	Part of me wants to just quit and travel.
decision	We're moving the wedding to next spring.
none	好想你们啊。
decision	We're going to Mexico for spring break, booked it last night.
decision	Okay we're doing it, we're getting chickens.
none	You should never trust a guy who doesn't tip.
rule	Dog gets walked before anyone has breakfast, that goes for all of us.
decision	I'm breaking up with him, I've made up my mind.
decision	Booked my flight home for Christmas, landing the 21st.
decision	我把头发剪短了，想了很久才下的决心。
rule	Let's both promise to put away $100 every paycheck, no matter what.
rule	Please always let me know when you land, even if it's 3am.
decision	I'm going to tell my parents about us this weekend, I've decided.
decision	I'm letting my hair go gray, I'm done with dye.
none	Maybe we'll try Portugal next year, who knows.
decision	We picked the gray couch, the velvet one was too impractical with the cat.
rule	Let me know whenever you're driving home in the snow.
decision	I chose Oregon State, sending my deposit tomorrow.
none	My boss decided we're all switching to a four-day week.
none	Should we get Mom flowers or a gift card?
rule	I'm making myself a rule: no texting exes after midnight.
decision	I'm keeping the house after the divorce.
decision	孩子还是上公立学校，我们商量好了。
rule	please stop leaving dishes in the sink overnight, from now on they get done same day
rule	honestly new rule: if it's not on the list, we don't buy it
decision	银行那个offer我拒了。
none	Call me when you get a sec.
none	Jess went with the red dress in the end, she looked great.
none	I might sign up for the 10k, might not.
none	I'd go with the smaller one if I were you.
none	Can you grab milk on the way home?
none	I never sleep well in hotels.
none	My boss says we all have to be in the office on Tuesdays now.
none	That's such a good idea.
none	The rent went up again, $150 this time.
decision	We're sending Lily to the Spanish immersion school.
rule	Let's make it a thing: Sunday calls with Mom, no skipping.
none	哈哈哈哈笑死我了
none	They told me I have to wait two more weeks for the results.
decision	I'm switching the kids to the after-school program at the Y.
none	Ugh, I have to renew my passport.
decision	I'm done with dating apps, deleted them all.
none	My dad made us all wear matching sweaters, I'm dying.
none	Mia got accepted to Stanford!
decision	We're keeping the baby's name a secret until she's born.
decision	We're going to raise the kids bilingual, we agreed on it.
none	Happy birthday!! Hope it's a good one.
decision	We've decided to stay in the rental another year instead of buying.
none	You must be exhausted!
decision	Canceled my gym membership, I'll just run outside.
decision	I'm going to start my own cleaning business, I'm filing the paperwork this week.
rule	lights off when you leave a room pls, from now on
none	Jake's quitting his job to start a band, can you believe it.
decision	I'm buying the Subaru, test drove it and I'm sold.
none	航班取消了，我今晚困在机场了。
decision	房子我们定了，就买东边那套。
none	You should never apologize for crying.
none	I've been so bad about replying, sorry.
none	Can you not tell Mom yet?
decision	I put the deposit down on the venue.
none	My kid refuses to eat anything green.
none	我们本来想去海边的，结果下雨了。
decision	I've decided to go back to school in the fall.
none	I wish I'd taken that job in Boston.
none	Grandpa always said never trust a man with two first names.
none	I almost signed up for the marathon, then remembered I hate running.
none	It's so weird being back in my hometown.
none	The interview went okay, I think.
none	早知道当初就去北京那家公司了。
decision	Went with the black kitchen cabinets, fight me.
decision	We're going to try for a baby next year, we talked it through and it's decided.
decision	Joined the church choir, first rehearsal is Wednesday.
decision	We're skipping the honeymoon and putting the money toward the down payment.
none	You should've seen his face.
decision	Signed Max up for swim lessons.
none	You have to see this video.
rule	No spoilers in this chat until everyone has caught up, that applies to every show.
none	You have to tell him how you feel.
none	The bank says you must show two forms of ID.
none	Are you coming to Mia's thing on Saturday?
none	I'm so nervous about Monday.
none	It would be cool if we all went camping this summer.
rule	Keep the garage door shut from now on, raccoons got in twice.
none	Don't forget we have to leave by 6 tomorrow for the airport.
decision	We chose the public school in the end.
decision	I went vegetarian as of Monday.
decision	I'm moving back home to help with Dad.
decision	We decided we're not finding out the sex until the birth.
decision	I've chosen to forgive her.
none	I keep meaning to clean out the garage.
rule	Whenever you borrow my charger, put it back on my nightstand.
none	My mom keeps asking when we're having kids.
none	Dad's surgery went well.
none	你们最后孩子名字起好了吗？
none	Whoa, that's a big step.
none	Ben says we have to bring our own chairs.
decision	我辞职了，今天交的辞职信。
none	在考虑要不要养只狗。
none	He got promoted! So happy for him.
none	Could we maybe push dinner to 8 tonight?
none	I'm leaning toward the blue one but I haven't decided.
none	要是中了彩票我就不上班了。
decision	I've decided I'm not going to the reunion.
none	We got outbid on the house.
none	周末干嘛呢
decision	We're hosting Christmas this year.
rule	Ask me before you post photos of the kids online, every time.
none	最近好累啊。
decision	We're gonna rent out the basement.
decision	Signed the lease on the studio downtown.
rule	周末不谈工作，说好了啊，以后都这样。
none	The vet says he has to stay on the meds for a month.
none	Can you send me that photo from the party?
none	My train's delayed, running 20 late.
decision	We picked October 12th for the wedding.
decision	I took the buyout.
none	Did you and Tom ever decide on a name?
rule	Whoever finishes the milk buys the next carton.
none	My car broke down on the highway again.
decision	I decided to take the severance instead of the transfer.
"""
