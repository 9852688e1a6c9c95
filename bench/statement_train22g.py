"""Training sentences TRAIN_G for statement classification (rule / decision / none).

Written blind for dshkit by a helper session: the author never saw the classifier, its code, any other
labelled set or the tests, and wrote every sentence from general knowledge of how people text. The voice is
casual chat between friends, family and colleagues (messaging-app turns about jobs, moving, money, health,
food, travel, kids, pets, hobbies, school, events, shopping and some shared work), mostly English with about
15% Chinese or mixed Chinese-English lines (82). Labels follow the speaker's intent: rule = a standing
instruction about shared work that collaborators should follow from now on; decision = the speaker or their
household/team announcing a choice made or being made now (picking, committing, declining, reversing);
none = everything else, including plans and errands that are not a choice, open intentions, habits, past
stories and regrets, other people's choices or rules, questions, advice to friends, hypotheticals, wishes,
one-off requests and facts about how things behave. Counts: 534 total, 32 rule, 170 decision, 332 none,
of which 220 none are hard negatives containing rule- or decision-like wording.
"""

TRAIN_G = """
rule	From now on anything that goes on the shared drive gets the date at the front of the filename, please.
rule	Whoever closes a ticket leaves a one-line note saying what actually fixed it.
rule	Going forward, cc the team inbox on every email to the client.
rule	No more pushing straight to main, everything goes through a pull request even if it's a one-line change.
rule	When you edit the budget sheet, put your initials in the change log column.
rule	Please stop naming the slide decks final_v2 and final_final, just put the date in the name.
rule	Invoices live in the Finance folder, never in anyone's personal drive.
rule	If you're going to miss standup, drop a note in the channel before nine.
rule	Every new dish we add to the café menu needs its allergen list filled in before it goes on the board.
rule	Keep dates in the shared spreadsheet day-first, like 03/04 meaning the third of April.
rule	Tag me on any pull request that touches the payment code, from here on.
rule	Don't reply-all on the vendor threads, forward them to me instead.
rule	以后提交代码之前都要先把测试跑一遍。
rule	共享文件夹里的文件名一律用英文，不要用中文。
rule	Commit messages in English, even though we chat in Chinese.
rule	Whenever you add a new package to the project, write a line in the README about why we need it.
rule	Bug report screenshots should always show the browser and version.
rule	Fridays are meeting-free for the team from now on, post updates in the thread instead.
rule	Anyone who takes something from the supply closet logs it on the sheet taped to the door.
rule	Newsletter posts stay under five hundred words, no matter who writes them.
rule	Two approvals before anything gets merged, no exceptions.
rule	Run the linter before you ask me for a review, every time.
rule	Never paste passwords in the group chat, put them in the password manager.
rule	Product photos for the shop listings go on a plain white background from now on.
rule	If a deploy breaks something, roll back first and debug afterwards.
rule	每次改完接口都要顺手更新文档，别忘了。
rule	Indentation in the band website repo is tabs, not spaces.
rule	Any spend over two hundred euros from the club account needs a second treasurer to sign off.
rule	Any change to the conference schedule goes through Priya before it's published.
rule	Meeting notes go in the wiki, not in random Google Docs scattered around.
rule	代码评审的意见请直接写在PR里，不要私聊。
rule	For the shared recipe blog, every post lists prep time and cook time at the top.
decision	Ok I'm taking the Rotterdam job, signed the offer this morning.
decision	We went with the blue couch in the end, the grey one felt too cold for the room.
decision	I'm not going to the reunion, I've decided it's not worth a four-hour drive.
decision	Let's do Saturday instead of Friday for the barbecue, more people can make it.
decision	Fine, I'll host Christmas this year.
decision	We're naming the puppy Biscuit, final answer.
decision	I've decided to drop the evening Spanish class, I just don't have the energy.
decision	I cancelled the gym membership today and I'm running outside instead.
decision	We're putting the house on the market in March.
decision	I'm getting the cheaper laptop, the extra RAM isn't worth four hundred bucks.
decision	Change of plan: I'm flying into Porto rather than Lisbon.
decision	We picked the Montessori school for Lily after the second visit.
decision	I'm turning down the promotion, I really don't want to manage people.
decision	Ok, option B for the logo, the rounded one.
decision	I'll take the window seat and you can have the aisle.
decision	We're splitting the rent sixty-forty since I've got the bigger room.
decision	I'm keeping the car another year instead of trading it in.
decision	Let's just order Thai tonight, I can't be bothered to cook.
decision	I've settled on the green dress for the wedding.
decision	We've decided not to find out the baby's sex until the birth.
decision	I'm going vegetarian starting Monday, for real this time.
decision	I took the 7am train slot over the 10am one, I'd rather be early than sit in traffic.
decision	We're not signing up for the timeshare, thanks but no.
decision	I'm sticking with my old phone, the new one is wildly overpriced.
decision	For the inventory app we're using SQLite, it's only ever going to have one user.
decision	I'll take the frontend and you've got the API, that's settled.
decision	Decided: we're staying in for New Year's, pajamas and board games.
decision	I said yes to giving the talk in Berlin.
decision	I'm not renewing the lease, we're moving closer to my parents.
decision	Scrap the cake idea, I'm ordering cupcakes instead.
decision	We're doing Crete for the honeymoon, booked it last night after weeks of going back and forth.
decision	I'm moving the dentist appointment to next week, this week is a mess.
decision	After a lot of agonizing I accepted the startup's offer.
decision	I'm switching my major to economics.
decision	Nope, I'm not lending him money again, my mind is made up.
decision	Let's meet at the Italian place at eight then, I'll reserve a table.
decision	We're skipping the tree this year and just putting up lights.
decision	I'm pulling Max out of swim lessons, he hates every minute.
decision	I chose the later start date so I get a proper break between jobs.
decision	We're going with the three-year fixed mortgage.
decision	We opted for the small wedding, just family and a few close friends.
decision	I'm selling the piano, nobody has touched it in years.
decision	Ok I caved, I'm buying the espresso machine.
decision	We're hiring the second candidate, the one with the design background.
decision	I'm not applying to the master's this cycle, I'd rather work a couple of years first.
decision	For the road trip we'll rent a car instead of relying on buses.
decision	I'll take the 2pm slot for the interview.
decision	Count me out for the ski trip, I'm saving money this winter.
decision	I'm in for the half marathon, just registered.
decision	We're letting the kids choose their own bedtime on weekends from now on.
decision	Actually, change that to two large pizzas instead of three.
decision	I've decided to tell my boss about the burnout on Monday.
decision	We're adopting the older dog, not the puppy.
decision	I'm declining the invite, it's the same weekend as my sister's graduation.
decision	Let's go with the cheaper venue and put the difference toward the food.
decision	We've settled on a name for the baby: Noor.
decision	I'm leaving the band after the summer gig.
decision	I'm keeping my own surname after the wedding.
decision	We're putting solar panels on the roof this spring.
decision	I'll use the bonus to clear the credit card rather than book a trip.
decision	For the team offsite we're doing the cabin, not the hotel.
decision	We're dropping the Friday release and shipping on Tuesday instead.
decision	I've made the call to push the launch back two weeks.
decision	We'll get the new hire a MacBook, that's what she asked for.
decision	We're moving standup to ten, half the team is still on the train at nine.
decision	I'm taking Thursday off, I've earned it.
decision	We're going to pay for the repair ourselves instead of claiming on the insurance.
decision	I'm switching banks, the fees are ridiculous.
decision	我决定了，下个月就辞职。
decision	我们选了那套两居室，离地铁近。
decision	周末不去爬山了，改成去看电影。
decision	那就定周六晚上吃火锅吧。
decision	我还是买那个便宜点的吧，性价比高。
decision	我们决定让孩子转到离家近的那所学校。
decision	行，就按你那个方案来。
decision	我不去今晚的聚会了，最近太累。
decision	婚礼我们定在五月办，不等秋天了。
decision	我把健身卡退了，以后在家练。
decision	这次旅行我们改去云南，不去日本了。
decision	I'm getting the dog neutered next month, the vet talked me round.
decision	We're done with the daycare, from next month my mom is looking after her.
decision	I'm doing the six-week course instead of the twelve-week one.
decision	I'll go for the medium, the large is enormous.
decision	Let's not invite Kevin this time.
decision	I'm deleting my Facebook account for good.
decision	Final call on the paint: sage green for the living room.
decision	I'm taking the bus to work from now on, parking downtown costs a fortune.
decision	We're splitting the bill evenly tonight, no itemizing.
decision	I'm never going back to that hairdresser.
decision	I'll bring the salad and dessert then.
decision	We're cancelling all the streaming subscriptions except one.
decision	I signed up for the Wednesday pottery class, finally committing to a hobby.
decision	Let's push the deadline for the report to Monday, nobody's ready.
decision	I'm taking the lower salary for the remote role, the commute was killing me.
decision	We're staying with the current supplier for another year.
decision	I'm turning the spare room into an office.
decision	We'll do your parents for Thanksgiving and mine for Christmas.
decision	No dessert for me, I'm cutting out sugar for a month.
decision	Alright, I'm doing it, I'm asking her out tomorrow.
decision	We've moved the kids to the afternoon swim session.
decision	I'm done lending my car out, that was the last time.
decision	For the pitch I'll use the short version of the deck.
decision	We're dropping the third vendor from the shortlist.
decision	I'm reversing what I said yesterday, we keep the old database for now.
decision	I'll go with your suggestion and take the coast road.
decision	We're eloping, don't tell Mom yet.
decision	I'm taking the refund instead of store credit.
decision	I'm going part-time at the café from January.
decision	We're going to rent for another year instead of buying.
decision	I'm picking the night shift, it pays more.
decision	Eh, I'll just wear the black suit, done deliberating.
decision	I've decided against the surgery for now and I'm doing physio first.
decision	We're homeschooling next year.
decision	I'm calling it: the Iceland trip is off.
decision	OK, we'll meet halfway in Lyon.
decision	I'm paying for the express passport renewal, not risking it.
decision	Let's use Figma for the mockups this time instead of sketching on paper.
decision	We'll do the code freeze on the fifteenth.
decision	I'm signing the kids up for the Saturday art club, not soccer.
decision	I've gone with the plan that has the higher deductible.
decision	We're taking the ferry instead of flying.
decision	I'm letting the lease on the studio lapse.
decision	We're leaving the garden wild this year, no mowing.
decision	I'll stay with Jen when I visit, not in a hotel.
decision	From now on I'm cooking at home on weeknights, takeout is eating my salary.
decision	We're bringing the release forward to Thursday.
decision	I'm doing my thesis on urban heat islands, I told my advisor yesterday.
decision	Fine, the red one, you win.
decision	I'm taking the hospital job over the clinic one.
decision	We've agreed to sell the old car to my cousin.
decision	I've switched my phone plan to the prepaid one.
decision	I'm finally getting the tattoo, it's booked for June.
decision	We're not having a housewarming, too much hassle.
decision	Let's do this sprint's retro as a written doc.
decision	I'm retiring at the end of the year.
decision	I'll pass on the extra shifts this month.
decision	We're upgrading to the bigger plan on the shared server.
decision	I'm going with the Honda.
decision	我们把会改到下午三点吧，上午大家都忙。
decision	房子我们不买了，继续租。
decision	我选了那家小公司的offer。
decision	晚饭就吃楼下那家面馆。
decision	孩子的兴趣班我们报了画画，没报钢琴。
decision	这个项目我们还是用Python写。
decision	我把机票改到周四了，周三走不开。
decision	We're keeping the old fridge after all.
decision	OK, we'll just eat at home then.
decision	I'm giving up coffee for Lent.
decision	I've decided to let the contractor go.
decision	I accepted the spot in Seoul, so I'm studying abroad next spring.
decision	We're sending the kids to camp for two weeks, not four.
decision	Hmm, no, let's have the party at our place after all.
decision	I'm joining the union.
decision	We'll leave at six to beat the traffic.
decision	I'm letting my hair grow out, no more buzz cuts.
decision	We're moving the team chat from Slack to Discord next week.
decision	I'm taking the bigger room and paying more, we sorted it out last night.
decision	Let's cap the gift exchange at thirty dollars.
decision	I've committed to the thirty-day yoga challenge.
decision	这周末我不加班了，陪家人。
decision	我们最后定了那辆白色的车。
decision	算了，我不换手机了，旧的还能用。
none	I'm thinking about the Rotterdam job but honestly the pay is a bit low for what they want.
none	My manager decided to move our whole team to the new building and nobody asked us.
none	Should I take the promotion or is it one of those traps where you get more work for the same money?
none	I have to be at the office by eight tomorrow for the audit, kill me.
none	You should negotiate, they always have more room in the budget than they say.
none	I never check email after six, it's the only way I stay sane.
none	I chose this career when I was nineteen and I'm still not totally sure why.
none	If they offered me fully remote I'd probably take it in a heartbeat.
none	I wish I'd said no to that project back in spring.
none	Don't quit before you have something else lined up.
none	Did you end up going with the agency or doing it in-house?
none	My coworker picked the worst possible week to go on vacation.
none	We're going to the team dinner on Thursday, it's at that ramen place near the station.
none	I need to finish the slides before the meeting, ugh.
none	The client insists we must use their template for every single document.
none	HR says we have to use up our leave before December or lose it.
none	Might ask for a raise next month, still working up the nerve.
none	I'm torn between the consultancy offer and just staying where I am.
none	Honestly the interview went way better than I expected.
none	Remember to bring your ID to onboarding, they're super strict about it.
none	We're moving on the fourteenth and the truck comes at eight.
none	Still can't decide between the flat near the park and the one by the station.
none	My parents decided to sell the house they've lived in for thirty years.
none	You should always check the water pressure before you sign a lease.
none	I have to pack up the kitchen this weekend and I'm dreading it.
none	If we moved to the coast, would you come visit more often?
none	We moved to Leeds in 2019 because of my husband's job.
none	The landlord says we must repaint the walls white before we hand back the keys.
none	Maybe we'll look at houses in the spring, who knows.
none	Never sign a lease without reading the pet clause, I learned that the hard way.
none	I always put a tenth of my paycheck into savings, it's automatic at this point.
none	Should I switch to a high-yield account or is it not worth the hassle?
none	My brother picked the riskiest fund on the list, of course he did.
none	I need to pay the electricity bill before Friday.
none	Don't buy the extended warranty, it's basically a scam.
none	I might cancel Netflix, I barely watch it anymore.
none	If I ever win the lottery I'm buying a boat and disappearing.
none	I really should stop buying coffee out every morning.
none	Our accountant says we have to keep receipts for seven years.
none	The bank decided to close the branch near us, so now it's a twenty-minute drive.
none	I have a physio appointment at four so I'll be a bit late.
none	The doctor says I must cut back on salt, which means no more instant noodles.
none	You have to rest that ankle, seriously, stop walking on it.
none	I keep meaning to book a checkup and then forgetting.
none	Thinking of trying acupuncture, has anyone here done it?
none	Always wear a helmet, I don't care how short the ride is.
none	I never sleep well the night before a big trip.
none	My mom finally decided to get the knee surgery, I'm so relieved.
none	Make sure you drink enough water on the hike, it gets really hot up there.
none	We always order way too much when we go for dim sum.
none	Let's grab lunch sometime next week, I'll text you.
none	What do you want for dinner, pasta or curry?
none	I have to buy eggs on the way home.
none	You need to try the new taco place on Fifth, it's unreal.
none	I'm making lasagna tonight, it's already in the oven.
none	My roommate switched to oat milk and now won't shut up about it.
none	If it rains we might just order pizza and stay in.
none	Never go grocery shopping hungry, it's a disaster every time.
none	The chef took the duck off the menu, tragic.
none	Our flight leaves at six so we have to be at the airport by four.
none	Are you guys going with the Airbnb or the hotel?
none	My cousin booked a cruise for his fortieth, of all things.
none	You should definitely get the rail pass in Japan, it pays for itself fast.
none	I'd love to go to Patagonia someday.
none	We might do Portugal in the fall, or Greece, we haven't really talked about it.
none	When I was backpacking in Vietnam I decided on a whim to stay an extra month, best thing I ever did.
none	Make sure you keep a copy of your passport on your phone.
none	I need to renew my passport before the trip.
none	Don't bother with the airport taxi, the metro is faster and a third of the price.
none	Emma has to be at school by 7:45 on Mondays because of choir.
none	My daughter has decided she's going to be a marine biologist now.
none	Should we let him quit piano or make him finish the year?
none	Kids always get sick the week before a holiday, it's like clockwork.
none	You've got to read them the dinosaur book, they lose their minds over it.
none	I have to sign the permission slip tonight or she can't go.
none	If she keeps growing like this we'll need new shoes every month.
none	The school cancelled the field trip because of the weather.
none	My son chose the drums for band, God help us.
none	Don't let them have sugar after seven, trust me on this.
none	The vet says we must keep the cone on him for ten days.
none	I have to take the dog for his shots on Thursday.
none	Maybe we'll get a second cat, maybe not, we keep going back and forth.
none	You should crate train her, it saves your furniture.
none	Our cat always sleeps on my laptop keyboard, usually mid-meeting.
none	My neighbor adopted two greyhounds last week and they're adorable.
none	I keep saying I'll learn guitar and then never pick it up.
none	You should join our book club, we're reading Piranesi this month.
none	I used to paint every weekend before the baby came.
none	Should I get the cheaper camera or save up for the mirrorless one?
none	Thinking I might try climbing this winter, the gym near me does beginner nights.
none	My brother signed up for a marathon with zero training, this will end well.
none	I always lose at board game night, it's a tradition at this point.
none	I have to submit the essay by midnight and I'm on page two.
none	The professor says we must cite everything in APA or she takes marks off.
none	Should I drop stats or just tough it out?
none	I picked my courses in first year without thinking and paid for it later.
none	My friend switched to nursing halfway through her degree and loves it.
none	You need to start the thesis early, trust me.
none	The wedding is on the twelfth and the ceremony starts at three.
none	Are we doing gifts this year or not?
none	My sister chose the venue without asking anyone, classic.
none	If the weather holds, the picnic could be in the park.
none	Don't forget to RSVP by Friday.
none	We're going to my in-laws for Easter like every year.
none	I can't decide whether to go to the reunion or not.
none	I'm going to the mall later to return the jacket.
none	Should I get it in blue or black?
none	My wife picked out the sofa, I just paid for it.
none	Always check the return policy before you buy anything online.
none	I might get the new phone when it comes out, depends on the price.
none	The supermarket switched to self-checkout only and it's so annoying.
none	Can you send me the slides when you get a sec?
none	Use the staging link for the demo today, prod is being patched.
none	Fix the typo on slide four before you send it to the client.
none	The build is failing again, looks like that flaky test.
none	Should we use Trello for this or just keep it in a spreadsheet?
none	Marco decided to rewrite the whole module over the weekend and no one knows why.
none	The app must get a token back in the header or it just hangs forever.
none	The client always wants changes at five on a Friday.
none	I'll probably look at that bug tomorrow morning.
none	I need to update the deck before the client call.
none	Our CTO says we have to be off the old cloud provider by Q3.
none	I think we should switch to weekly releases, but let's talk about it on Monday.
none	What if we used a shared calendar for on-call?
none	Nice work on the release, it went really smoothly.
none	I had to redo the whole report because Excel crashed.
none	Last year we chose the cheaper hosting and regretted it all winter.
none	你一定要去试试那家新开的烤肉店。
none	我妈说以后过年必须回家。
none	我在考虑要不要换工作，还没想好。
none	我们明天下午要去医院复查。
none	你说我该选哪个专业啊？
none	他们公司决定明年搬到上海。
none	我总是周末才洗衣服。
none	要是能涨工资，我就换个大点的房子。
none	别担心，面试肯定没问题的。
none	当年我选了计算机专业，现在想想也挺好。
none	老板说以后周报必须周五之前交。
none	你别总熬夜，身体要紧。
none	我下班还得去接孩子。
none	早知道就不买这辆车了。
none	我们还没决定去哪儿度假。
none	这个函数必须返回列表，不然后面会报错。
none	你们婚礼日期定了吗？
none	我可能会改用安卓手机，还在犹豫。
none	我表姐选了一所离家很远的大学。
none	一定要记得带伞，明天有雨。
none	周五我要去机场接我爸。
none	Jake's going with the Tesla, he's been talking about it for months.
none	We went to that new brunch place on Sunday and the waffles were incredible.
none	I'm so proud of you for finally handing in your notice, you deserve better.
none	Congrats on the new place, the photos look amazing!
none	Ugh, I should have taken the other apartment, this one is freezing.
none	Do you think I should go with the three-year fixed or the five?
none	We're going to Grandma's on Sunday, it's her ninetieth.
none	I'll probably just get the blue one, but let me sleep on it.
none	Part of me wants to move back home and part of me thinks that's giving up.
none	My landlord decided to raise the rent again, third year in a row.
none	Sorry I didn't reply yesterday, it was chaos at work.
none	Have you decided on a name for the puppy yet?
none	I'm heading to the post office, need anything?
none	It'd be nice to live somewhere with a garden one day.
none	Whatever you choose, I'll back you, you know that.
none	Anna booked us a table for eight, so be on time for once.
none	My team picked the new framework before I even joined, so I'm stuck with it.
none	Back when we bought the house we went with the cheapest roofer and that was a mistake.
none	I usually take the bus on Mondays because parking is impossible.
none	I haven't made up my mind about the offer yet.
none	If you're going with the cabin, bring warm socks, it gets cold at night.
none	Don't you dare cancel on me again this weekend.
none	I've been going back and forth on the tattoo for like two years.
none	We're having pasta again tonight, it's the third time this week.
none	My dad says I must never co-sign a loan for anyone, and honestly he's right.
none	I need to call the plumber tomorrow about the leak.
none	You should switch to a standing desk, my back has never felt better.
none	Maybe I'll go vegetarian at some point, I like the idea.
none	How did you pick between the two offers in the end?
none	My sister's going with a destination wedding, so we're all flying to Bali apparently.
none	I keep thinking I should start running again.
none	The kids have to be picked up at three today because of the teacher training day.
none	The weather was awful so the barbecue got moved inside.
none	I'm going to the dentist at two, it's just a cleaning.
none	We always argue about whose turn it is to do the dishes.
none	I would never have guessed she'd pick engineering.
none	Let me know what you decide about the trip.
none	You don't have to decide tonight, take your time.
none	I think she's leaning toward the smaller school but nothing is final.
none	Avoid the ring road at rush hour, it's a parking lot.
none	My boss prefers we keep everything in email, which drives me nuts.
none	I'm picking up the cake at ten before I head over.
none	Honestly I'd pick the cheaper one if I were you.
none	Keeping the plants alive this summer has been a full-time job.
none	He always says he's going to switch to decaf and then orders a triple shot.
none	I'll be there around seven, traffic permitting.
none	We used to go to the lake every summer when I was little.
none	That was a tough call, I'm glad you made it.
none	I'm not sure I'm ready to decide about the surgery.
none	Do I have to bring anything to the potluck?
none	The movers said we need to have everything boxed by Thursday.
none	My friend chose to rent in the city and she's so much happier.
none	If I'd known the commute was this bad I never would have taken the job.
none	We're getting the car serviced on Tuesday, it's due.
none	Wow, you actually booked the flights, I'm so jealous.
none	Switching to a new bank sounds like such a headache, good luck.
none	I'm supposed to be at my cousin's engagement party on Saturday.
none	I might skip the gym today, my legs are dead.
none	Never trust a recipe that says prep time ten minutes.
none	My neighbors decided to cut down the big oak and I'm heartbroken.
none	What did you end up ordering for the office party?
none	We should really get together more often, it's been ages.
none	I'm kinda leaning toward the Honda, but the Toyota has better reviews.
none	Did your parents decide whether they're coming for Christmas?
none	I just need to get through this week and then I'm free.
none	You always pick the spiciest thing on the menu and then regret it.
none	My daughter picked purple for her room and now everything is purple.
none	The company switched us all to Teams and nobody can find anything.
none	I'm going to clean the garage on Saturday, it's been a year.
none	I'd probably go for the aisle seat, but honestly either is fine with me.
none	Hope the move goes smoothly, text me if you need a hand.
none	I literally cannot choose between these two couches, help.
none	I'm babysitting my nephew tonight so I'll be offline.
none	Our old boss always insisted we use his naming scheme for the files.
none	Honestly you should just go, you'll regret it if you don't.
none	Wait, are we still doing the Friday drinks or did that get cancelled?
none	I've always wanted to learn Japanese.
none	They picked a terrible week to repave our street.
none	Don't sign anything until a lawyer looks at it.
none	Going with the flow this weekend, no plans at all.
none	My mom thinks I should take the job closer to home.
none	I'm meeting the realtor at eleven to look at two more places.
none	My brother-in-law decided to open a food truck, wish him luck.
none	Ten years ago I turned down a job in London and I still wonder about it.
none	If the price drops again, maybe I'll finally get the bike.
none	Have you guys picked a date for the housewarming?
none	The bakery only does custom cakes with two weeks' notice, apparently.
none	I need to remember to water the neighbor's plants while they're away.
none	Everyone at work is switching to the new health plan, but I haven't looked at it.
none	What would you do, take the money or take the title?
none	I hate that I always end up choosing the slowest line at the store.
none	You're going to love Lisbon, the food alone is worth it.
none	The doctor wants me to come back in six weeks for another scan.
none	We had to cancel the party last year because of the flu.
none	It's probably smarter to wait until the sales in January.
none	My coworker always says never deploy on a Friday, and he's not wrong.
none	I'm off to the vet with the cat, wish me luck.
none	Sounds like the contractor made the choice for you, to be honest.
none	Please tell me you didn't buy the extended warranty.
none	Just so you know, the restaurant is cash only.
none	It's such a relief that the landlord agreed to fix the heating.
none	Our team lead wants us to use the new template starting next sprint.
none	I'm planning to look at flights tonight, nothing booked yet.
none	No idea what I want for my birthday this year.
none	That hotel you picked was perfect, thank you for organizing everything.
none	They've decided to close the pool for renovations all summer.
none	Keep me posted on the job stuff, I'm rooting for you.
none	Do you prefer the mountains or the beach for the trip?
none	I always forget that the library closes early on Saturdays.
none	We might have to push the wedding if the venue falls through.
none	You need to stop apologizing, you did nothing wrong.
none	I'm heading to my parents' for the weekend, back Sunday night.
none	The kids decided they want a snake for Christmas, where do they get these ideas.
none	Did you hear that Sam and Leah bought a place in the suburbs?
none	I'm not great at making big decisions, I just panic and pick whatever.
none	When we got married we chose a tiny courthouse ceremony and I'd do it again.
none	Tomorrow I have to drop off the rental car by noon.
none	You should always get the bigger suitcase, you'll fill it anyway.
none	My gym switched to an app for bookings and it's always crashing.
none	I think I'd prefer the earlier flight, but let me check with Dan first.
none	It's supposed to snow this weekend so the hike might not happen.
none	Ha, you always say you're going to go to bed early.
none	The town decided to turn the old cinema into apartments.
none	I'm doing the groceries after work, text me if you think of anything.
none	Not gonna lie, I'd have picked the red one too.
none	Mike said they're going with the smaller venue for the wedding.
none	You must be exhausted after that flight.
none	Has anyone tried that meal kit thing, is it worth it?
none	I honestly can't remember why we picked this neighborhood.
none	We need to get a new washing machine at some point, ours is dying.
none	I'm so glad you chose to stay, the team wouldn't be the same without you.
none	Ugh, the train is delayed again, I'll be twenty minutes late.
none	The dentist says I have to floss more, as always.
none	If we go with the later date, would your brother still be able to come?
none	My friend always books everything last minute and somehow it works out.
none	Let's see how I feel on Friday before I commit to anything.
none	Don't let anyone rush you into picking a school.
none	My grandparents chose to stay in the village even after all the kids left.
none	I spent the whole weekend comparing strollers and I'm none the wiser.
none	We're thinking of getting a dog once the kids are a bit older.
none	It was a great trip, the kids already want to go back.
none	Every year I swear I'm going to start my taxes early, and every year I don't.
none	The store says we have to wait six weeks for the couch.
none	You should use the good plates for the dinner, it's a special occasion.
none	Whatever happened with the apartment you liked?
none	I never know what to get my dad for his birthday.
none	I'd go with the second option if it were up to me, but it's your call.
none	The new manager decided to scrap the bonus scheme, so that's fun.
none	Is it too late to switch to the other section of the course?
none	I'm picking Mia up from practice at six and then we'll head over.
none	In hindsight I should never have lent him the money.
none	Finally finished the puzzle, only took three weeks.
none	I'm grabbing coffee with Tom tomorrow to hear about his new job.
none	Honestly keeping the old car running is costing us a fortune.
none	We have to be out of the Airbnb by ten on Sunday.
none	Maybe we should get a cleaner, what do you think?
none	我同事说以后代码不要直接推到主分支，但我们组好像没这个规矩。
none	你应该早点去医院看看，别拖着。
none	我老公决定报个驾校，说今年一定要拿到驾照。
none	这家餐厅总是要排很久的队。
none	要不我们下周再约，你看哪天方便？
none	我还在纠结是去北京还是回老家工作。
none	明天早上八点我得去银行办点事。
none	她选了那条红裙子，真的很好看。
none	以后的事以后再说吧，先把今天过好。
none	我妈总是让我多穿点衣服。
none	去年我们决定不回家过年，结果后悔了一整年。
none	你们是打算用微信群还是钉钉来沟通？
none	别买那个牌子的空调，噪音特别大。
none	我朋友改用iPhone以后一直在抱怨。
none	周末我要带孩子去打疫苗。
none	如果明年房价降了，我们可能会考虑买房。
none	你一定要注意安全，晚上别一个人走夜路。
none	他们已经选好婚礼场地了，听说很漂亮。
none	我还没想好要不要接那个项目。
none	这个接口必须带token，不然会返回401。
none	今天好累啊，开了一整天的会。
none	你觉得我该不该跟老板提加薪？
none	我爸就是这样，总是不听医生的话。
none	哈哈你这个决定太有勇气了，佩服。
none	周三下午我要去接我妈出院。
none	这周末可能去爬山，看天气吧。
none	Our manager said 以后周会改到线上，but nobody's told the other team yet.
none	I'm thinking of 换个工作 but the market is brutal right now.
decision	周五的团建我们就定在郊区那个农家乐了。
decision	我不考研了，直接找工作。
decision	行吧，今年春节我们去你家过。
decision	我决定把那只猫留下来养，不送人了。
decision	车我们就买电动的了，油车太费钱。
decision	OK 那就 go with 第二个设计稿，颜色再调一下。
decision	I'm not doing the 周末加班 anymore, told my boss already.
decision	那个外包我们不用了，下个季度自己做。
"""
