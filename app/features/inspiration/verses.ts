/**
 * Daily Bible verses shown on the family home page.
 *
 * Verse text is the King James Version (public domain). Reflections are original
 * to Kindred. The order of this list is what the daily rotation walks through, so
 * append new verses at the end rather than inserting in the middle (inserting
 * shifts which verse every family sees on a given day).
 */
export type DailyVerse = {
  verse: string;
  reference: string;
  reflection: string;
};

export const VERSES: readonly DailyVerse[] = [
  {
    verse: "Behold, how good and how pleasant it is for brethren to dwell together in unity!",
    reference: "Psalm 133:1",
    reflection:
      "There is a particular joy in a full table and a noisy kitchen. Whenever your family gathers today, even by phone, take a moment to enjoy simply being together.",
  },
  {
    verse:
      "Charity suffereth long, and is kind; charity envieth not; charity vaunteth not itself, is not puffed up, Doth not behave itself unseemly, seeketh not her own, is not easily provoked, thinketh no evil; Rejoiceth not in iniquity, but rejoiceth in the truth; Beareth all things, believeth all things, hopeth all things, endureth all things.",
    reference: "1 Corinthians 13:4-7",
    reflection:
      "Family love is mostly made of small, patient choices: waiting for the slow walker, listening to the long story again. Pick one of these and practise it at home today.",
  },
  {
    verse: "Train up a child in the way he should go: and when he is old, he will not depart from it.",
    reference: "Proverbs 22:6",
    reflection:
      "Children learn more from what we repeat than from what we announce. The habits of kindness you model at breakfast may be the ones they carry into their own homes one day.",
  },
  {
    verse: "Lo, children are an heritage of the LORD: and the fruit of the womb is his reward.",
    reference: "Psalm 127:3",
    reflection:
      "The children in our lives, whether our own, nieces, nephews or grandchildren, are a gift rather than a task. Tell one of them today what you love about who they are becoming.",
  },
  {
    verse:
      "And be ye kind one to another, tenderhearted, forgiving one another, even as God for Christ's sake hath forgiven you.",
    reference: "Ephesians 4:32",
    reflection:
      "Home is where we are most easily hurt and most able to heal. A gentle word to a sibling or spouse can undo more than a long argument ever could.",
  },
  {
    verse:
      "Forbearing one another, and forgiving one another, if any man have a quarrel against any: even as Christ forgave you, so also do ye.",
    reference: "Colossians 3:13",
    reflection:
      "Every family has old quarrels that get taken out and aired at holidays. Perhaps this is the year one of them gets quietly set down for good.",
  },
  {
    verse: "And above all these things put on charity, which is the bond of perfectness.",
    reference: "Colossians 3:14",
    reflection:
      "Love is the thread that ties together very different people under one family name. It does not require everyone to agree, only to keep choosing one another.",
  },
  {
    verse:
      "And above all things have fervent charity among yourselves: for charity shall cover the multitude of sins.",
    reference: "1 Peter 4:8",
    reflection:
      "Deep love leaves room for each other's rough edges. Today, let a small irritation pass without comment and see how much lighter the house feels.",
  },
  {
    verse:
      "Beloved, let us love one another: for love is of God; and every one that loveth is born of God, and knoweth God.",
    reference: "1 John 4:7",
    reflection:
      "Love is something we do together, not alone. A quick message to a cousin or an aunt you have not heard from in a while is a fine place to start.",
  },
  {
    verse: "We love him, because he first loved us.",
    reference: "1 John 4:19",
    reflection:
      "Most of us learned to love by being loved first, often by a parent or grandparent. Think of who first loved you well, and thank them if you can.",
  },
  {
    verse:
      "A new commandment I give unto you, That ye love one another; as I have loved you, that ye also love one another.",
    reference: "John 13:34",
    reflection:
      "Love is meant to be passed along, like a family recipe. What you received from those before you can be handed on to those who come after.",
  },
  {
    verse: "By this shall all men know that ye are my disciples, if ye have love one to another.",
    reference: "John 13:35",
    reflection:
      "People notice how a family treats one another, especially in hard moments. Let the way you speak to each other today be your quiet witness.",
  },
  {
    verse: "This is my commandment, That ye love one another, as I have loved you.",
    reference: "John 15:12",
    reflection:
      "Simple instructions are often the hardest to live. Loving one another well might look like a phone call, a shared chore, or simply showing up.",
  },
  {
    verse: "Greater love hath no man than this, that a man lay down his life for his friends.",
    reference: "John 15:13",
    reflection:
      "Most days, laying down our lives looks like laying down our plans: the evening given to a sick parent, the weekend spent helping a sibling move. Those sacrifices matter.",
  },
  {
    verse: "Be kindly affectioned one to another with brotherly love; in honour preferring one another;",
    reference: "Romans 12:10",
    reflection:
      "Try to outdo one another in kindness today. Let someone else have the best seat, the last slice, or the first turn to share their news.",
  },
  {
    verse: "Rejoicing in hope; patient in tribulation; continuing instant in prayer;",
    reference: "Romans 12:12",
    reflection:
      "Hope, patience and prayer make a steady rhythm for a family going through a hard season. You do not have to carry it all at once; just today.",
  },
  {
    verse: "Rejoice with them that do rejoice, and weep with them that weep.",
    reference: "Romans 12:15",
    reflection:
      "Sharing good news and sad news is what makes a family a family. Be the one who celebrates loudly and sits quietly, whichever is needed.",
  },
  {
    verse: "If it be possible, as much as lieth in you, live peaceably with all men.",
    reference: "Romans 12:18",
    reflection:
      "We cannot control how every relative behaves, only our own part. Do what you can to keep the peace, and let the rest go.",
  },
  {
    verse:
      "Now the God of hope fill you with all joy and peace in believing, that ye may abound in hope, through the power of the Holy Ghost.",
    reference: "Romans 15:13",
    reflection:
      "Hope has a way of spreading through a household. Share one thing you are looking forward to with someone you love today.",
  },
  {
    verse: "Wherefore receive ye one another, as Christ also received us to the glory of God.",
    reference: "Romans 15:7",
    reflection:
      "Welcoming the new in-law, the new baby, or the friend who has nowhere else to go for the holidays is one of the most beautiful things a family can do.",
  },
  {
    verse:
      "Be careful for nothing; but in every thing by prayer and supplication with thanksgiving let your requests be made known unto God. And the peace of God, which passeth all understanding, shall keep your hearts and minds through Christ Jesus.",
    reference: "Philippians 4:6-7",
    reflection:
      "Worry about the people we love is natural. Name your worries today, pair each one with a thank-you, and let peace settle in where it can.",
  },
  {
    verse: "I can do all things through Christ which strengtheneth me.",
    reference: "Philippians 4:13",
    reflection:
      "Caring for others can feel like more than one person can manage. You do not have to find all the strength yourself; it is offered to you.",
  },
  {
    verse: "I thank my God upon every remembrance of you,",
    reference: "Philippians 1:3",
    reflection:
      "Look through an old photo and let yourself be grateful for the faces in it. Then send a note to one of them saying so.",
  },
  {
    verse:
      "Let nothing be done through strife or vainglory; but in lowliness of mind let each esteem other better than themselves. Look not every man on his own things, but every man also on the things of others.",
    reference: "Philippians 2:3-4",
    reflection:
      "Ask someone in your family how their week is really going, and listen for the answer. Paying attention is a form of love.",
  },
  {
    verse:
      "Finally, brethren, whatsoever things are true, whatsoever things are honest, whatsoever things are just, whatsoever things are pure, whatsoever things are lovely, whatsoever things are of good report; if there be any virtue, and if there be any praise, think on these things.",
    reference: "Philippians 4:8",
    reflection:
      "At dinner tonight, invite everyone to share one lovely thing they noticed today. It is a small habit that changes what a family looks for.",
  },
  {
    verse:
      "Not that I speak in respect of want: for I have learned, in whatsoever state I am, therewith to be content.",
    reference: "Philippians 4:11",
    reflection:
      "Contentment is learned, often slowly and together. A simple meal shared with people you love can be richer than any feast.",
  },
  {
    verse: "A friend loveth at all times, and a brother is born for adversity.",
    reference: "Proverbs 17:17",
    reflection:
      "Siblings may squabble, but they are often the first ones to show up when life goes wrong. Thank a brother or sister for being there.",
  },
  {
    verse: "Children's children are the crown of old men; and the glory of children are their fathers.",
    reference: "Proverbs 17:6",
    reflection:
      "Grandparents light up around grandchildren, and children are proud of where they come from. Help the generations spend some time together this week.",
  },
  {
    verse: "A soft answer turneth away wrath: but grievous words stir up anger.",
    reference: "Proverbs 15:1",
    reflection:
      "When voices start rising at home, try lowering yours. A gentle reply can turn a brewing argument into a real conversation.",
  },
  {
    verse: "Pleasant words are as an honeycomb, sweet to the soul, and health to the bones.",
    reference: "Proverbs 16:24",
    reflection:
      "Kind words cost nothing and nourish everyone who hears them. Leave a note in a lunchbox or on the fridge for someone today.",
  },
  {
    verse: "The hoary head is a crown of glory, if it be found in the way of righteousness.",
    reference: "Proverbs 16:31",
    reflection:
      "Grey hair tells a story of years lived and lessons learned. Ask an older relative to tell you about a time they were proud of.",
  },
  {
    verse:
      "Trust in the LORD with all thine heart; and lean not unto thine own understanding. In all thy ways acknowledge him, and he shall direct thy paths.",
    reference: "Proverbs 3:5-6",
    reflection:
      "Big family decisions, like a move, a new job, or caring for an ageing parent, rarely come with a clear map. Trust can light the next step even when the whole road is unclear.",
  },
  {
    verse:
      "Through wisdom is an house builded; and by understanding it is established: And by knowledge shall the chambers be filled with all precious and pleasant riches.",
    reference: "Proverbs 24:3-4",
    reflection:
      "The richest homes are full of understanding: knowing each other's stories, fears and favourite things. Learn something new about someone you live with.",
  },
  {
    verse: "Every wise woman buildeth her house: but the foolish plucketh it down with her hands.",
    reference: "Proverbs 14:1",
    reflection:
      "Every family member helps either build up or wear down the home. Choose one small thing today that builds it up.",
  },
  {
    verse: "Her children arise up, and call her blessed; her husband also, and he praiseth her.",
    reference: "Proverbs 31:28",
    reflection:
      "Praise is best given while it can still be heard. Tell a mother, grandmother or aunt specifically what she has meant to you.",
  },
  {
    verse: "She openeth her mouth with wisdom; and in her tongue is the law of kindness.",
    reference: "Proverbs 31:26",
    reflection:
      "Wisdom and kindness make good companions. Think of the relative whose advice always came wrapped in warmth, and try to speak like them today.",
  },
  {
    verse: "The liberal soul shall be made fat: and he that watereth shall be watered also himself.",
    reference: "Proverbs 11:25",
    reflection:
      "Generosity has a way of coming back around. The time you give to a struggling relative often refreshes you as much as them.",
  },
  {
    verse: "A merry heart doeth good like a medicine: but a broken spirit drieth the bones.",
    reference: "Proverbs 17:22",
    reflection:
      "Laughter shared at home is real medicine. Dig up an old family joke or a funny story and enjoy it together again.",
  },
  {
    verse: "A merry heart maketh a cheerful countenance: but by sorrow of the heart the spirit is broken.",
    reference: "Proverbs 15:13",
    reflection:
      "Our moods ripple through a household. A cheerful greeting at the door can set the tone for everyone's evening.",
  },
  {
    verse: "Better is a dinner of herbs where love is, than a stalled ox and hatred therewith.",
    reference: "Proverbs 15:17",
    reflection:
      "The menu matters far less than the company. Soup and toast around a loving table beats any banquet.",
  },
  {
    verse: "Better is a dry morsel, and quietness therewith, than an house full of sacrifices with strife.",
    reference: "Proverbs 17:1",
    reflection:
      "Holidays can get so busy that the peace goes missing. Consider doing a little less this year so everyone can enjoy a little more.",
  },
  {
    verse: "Iron sharpeneth iron; so a man sharpeneth the countenance of his friend.",
    reference: "Proverbs 27:17",
    reflection:
      "Family members make each other better, even when it takes some friction. Be grateful for the relative who challenges you kindly.",
  },
  {
    verse:
      "A man that hath friends must shew himself friendly: and there is a friend that sticketh closer than a brother.",
    reference: "Proverbs 18:24",
    reflection:
      "Closeness grows when someone reaches out first. Be the one who sends the first message or makes the first invitation.",
  },
  {
    verse: "Hatred stirreth up strifes: but love covereth all sins.",
    reference: "Proverbs 10:12",
    reflection:
      "Keeping score keeps old wounds open. Love chooses to cover rather than uncover, and families breathe easier for it.",
  },
  {
    verse:
      "The discretion of a man deferreth his anger; and it is his glory to pass over a transgression.",
    reference: "Proverbs 19:11",
    reflection:
      "Not every slight needs an answer. Letting a small thing go can be a quiet act of strength and grace.",
  },
  {
    verse: "The just man walketh in his integrity: his children are blessed after him.",
    reference: "Proverbs 20:7",
    reflection:
      "Our character is one of the most lasting things we leave behind. Children and grandchildren inherit our honesty as surely as our eye colour.",
  },
  {
    verse:
      "A good man leaveth an inheritance to his children's children: and the wealth of the sinner is laid up for the just.",
    reference: "Proverbs 13:22",
    reflection:
      "An inheritance can be stories, recipes and values as well as money. What would you like your grandchildren to receive from you?",
  },
  {
    verse:
      "My son, hear the instruction of thy father, and forsake not the law of thy mother: For they shall be an ornament of grace unto thy head, and chains about thy neck.",
    reference: "Proverbs 1:8-9",
    reflection:
      "The lessons our parents taught us are worth wearing proudly. Recall one piece of advice from home that has served you well.",
  },
  {
    verse:
      "The father of the righteous shall greatly rejoice: and he that begetteth a wise child shall have joy of him. Thy father and thy mother shall be glad, and she that bare thee shall rejoice.",
    reference: "Proverbs 23:24-25",
    reflection:
      "Parents delight in seeing their children grow wise and kind. If your parents are living, let them know something good that is happening in your life.",
  },
  {
    verse: "Heaviness in the heart of man maketh it stoop: but a good word maketh it glad.",
    reference: "Proverbs 12:25",
    reflection:
      "Someone in your family may be carrying more than they show. A good word at the right moment can lift a surprising weight.",
  },
  {
    verse: "A word fitly spoken is like apples of gold in pictures of silver.",
    reference: "Proverbs 25:11",
    reflection:
      "The right words at the right time become family treasures, remembered for years. Look for a chance to speak one today.",
  },
  {
    verse: "Withhold not good from them to whom it is due, when it is in the power of thine hand to do it.",
    reference: "Proverbs 3:27",
    reflection:
      "If there is a thank-you you have been meaning to say or a visit you have been meaning to make, today is a good day for it.",
  },
  {
    verse: "He that hath a bountiful eye shall be blessed; for he giveth of his bread to the poor.",
    reference: "Proverbs 22:9",
    reflection:
      "Families can practise generosity together: baking for a neighbour, sorting outgrown clothes, or setting an extra place at the table.",
  },
  {
    verse: "Keep thy heart with all diligence; for out of it are the issues of life.",
    reference: "Proverbs 4:23",
    reflection:
      "Caring for your own heart is not selfish; it is how you keep having something to give. Rest a little today so you can love well tomorrow.",
  },
  {
    verse:
      "Honour thy father and thy mother: that thy days may be long upon the land which the LORD thy God giveth thee.",
    reference: "Exodus 20:12",
    reflection:
      "Honouring parents can look like a phone call, a visit, or patient help with something new. Whatever your story with them, choose one respectful kindness.",
  },
  {
    verse:
      "Thou shalt rise up before the hoary head, and honour the face of the old man, and fear thy God: I am the LORD.",
    reference: "Leviticus 19:32",
    reflection:
      "Our elders deserve our attention and respect. Make time this week to sit with a grandparent or older neighbour and really listen.",
  },
  {
    verse:
      "Thou shalt not avenge, nor bear any grudge against the children of thy people, but thou shalt love thy neighbour as thyself: I am the LORD.",
    reference: "Leviticus 19:18",
    reflection:
      "Grudges are heavy to carry from one family gathering to the next. Set one down and notice how much lighter you feel.",
  },
  {
    verse:
      "And, ye fathers, provoke not your children to wrath: but bring them up in the nurture and admonition of the Lord.",
    reference: "Ephesians 6:4",
    reflection:
      "Children flourish with patience more than pressure. Try encouragement first today, and see how they respond.",
  },
  {
    verse:
      "With all lowliness and meekness, with longsuffering, forbearing one another in love; Endeavouring to keep the unity of the Spirit in the bond of peace.",
    reference: "Ephesians 4:2-3",
    reflection:
      "Unity in a family takes effort, humility and plenty of patience. It is worth every bit of it.",
  },
  {
    verse:
      "Let no corrupt communication proceed out of your mouth, but that which is good to the use of edifying, that it may minister grace unto the hearers.",
    reference: "Ephesians 4:29",
    reflection:
      "Before speaking in a tense moment, ask whether your words will build up or tear down. Children especially remember how we talked to them.",
  },
  {
    verse:
      "But the fruit of the Spirit is love, joy, peace, longsuffering, gentleness, goodness, faith, Meekness, temperance: against such there is no law.",
    reference: "Galatians 5:22-23",
    reflection:
      "Pick one of these qualities as your family's word for the week. Notice and name it whenever you see it in each other.",
  },
  {
    verse: "Bear ye one another's burdens, and so fulfil the law of Christ.",
    reference: "Galatians 6:2",
    reflection:
      "Families share the load: the meals after a new baby, the rides to appointments, the help with a move. Ask someone today what you can carry for them.",
  },
  {
    verse: "And let us not be weary in well doing: for in due season we shall reap, if we faint not.",
    reference: "Galatians 6:9",
    reflection:
      "Caring for young children or ageing parents can be exhausting and often unseen. Keep going; the good you are doing is taking root.",
  },
  {
    verse:
      "As we have therefore opportunity, let us do good unto all men, especially unto them who are of the household of faith.",
    reference: "Galatians 6:10",
    reflection:
      "Opportunities to do good are all around us, often starting right at home. Notice one today and take it.",
  },
  {
    verse: "Wherefore comfort yourselves together, and edify one another, even as also ye do.",
    reference: "1 Thessalonians 5:11",
    reflection:
      "Encouragement is contagious in a home. Catch someone doing something well today and tell them so.",
  },
  {
    verse:
      "Rejoice evermore. Pray without ceasing. In every thing give thanks: for this is the will of God in Christ Jesus concerning you.",
    reference: "1 Thessalonians 5:16-18",
    reflection:
      "Gratitude can be part of ordinary family life: at bedtime, in the car, around the table. Start a round of thank-yous tonight.",
  },
  {
    verse: "And let us consider one another to provoke unto love and to good works:",
    reference: "Hebrews 10:24",
    reflection:
      "Think about how you might spur a family member on: cheering at a game, helping with a project, or believing in a dream.",
  },
  {
    verse: "Let brotherly love continue.",
    reference: "Hebrews 13:1",
    reflection:
      "Family love is not a single moment but a long continuing. Keep it going with something small today.",
  },
  {
    verse:
      "Be not forgetful to entertain strangers: for thereby some have entertained angels unawares.",
    reference: "Hebrews 13:2",
    reflection:
      "Open doors make warm homes. Consider who might need an invitation to your next family meal.",
  },
  {
    verse: "But to do good and to communicate forget not: for with such sacrifices God is well pleased.",
    reference: "Hebrews 13:16",
    reflection:
      "Sharing what we have, whether time, food or a listening ear, is a gift that pleases heaven and blesses home.",
  },
  {
    verse:
      "Every good gift and every perfect gift is from above, and cometh down from the Father of lights, with whom is no variableness, neither shadow of turning.",
    reference: "James 1:17",
    reflection:
      "The people around your table are among life's best gifts. Take a moment to see them that way today.",
  },
  {
    verse:
      "Wherefore, my beloved brethren, let every man be swift to hear, slow to speak, slow to wrath:",
    reference: "James 1:19",
    reflection:
      "Listening first can change the whole tone of a family conversation. Let someone finish their thought before you answer.",
  },
  {
    verse: "And the fruit of righteousness is sown in peace of them that make peace.",
    reference: "James 3:18",
    reflection:
      "Peacemakers plant seeds that grow for generations. Be the calm voice in your family today.",
  },
  {
    verse: "Blessed are the peacemakers: for they shall be called the children of God.",
    reference: "Matthew 5:9",
    reflection:
      "Every family needs someone who helps mend what has frayed. It may be you today, with a kind word or an open door.",
  },
  {
    verse: "Blessed are the merciful: for they shall obtain mercy.",
    reference: "Matthew 5:7",
    reflection:
      "Mercy at home looks like second chances, gentle reminders and fresh starts. Offer one freely today.",
  },
  {
    verse:
      "Let your light so shine before men, that they may see your good works, and glorify your Father which is in heaven.",
    reference: "Matthew 5:16",
    reflection:
      "A loving home shines out into the neighbourhood. Small kindnesses from your household can brighten someone else's day.",
  },
  {
    verse:
      "Take therefore no thought for the morrow: for the morrow shall take thought for the things of itself. Sufficient unto the day is the evil thereof.",
    reference: "Matthew 6:34",
    reflection:
      "Family life is full of what-ifs. Focus on loving well today and let tomorrow take care of itself.",
  },
  {
    verse: "For where your treasure is, there will your heart be also.",
    reference: "Matthew 6:21",
    reflection:
      "Where we spend our time shows what we treasure. Spend some of today on the people you love most.",
  },
  {
    verse:
      "Therefore all things whatsoever ye would that men should do to you, do ye even so to them: for this is the law and the prophets.",
    reference: "Matthew 7:12",
    reflection:
      "Treat your siblings, parents and children the way you hope to be treated. It is simple to say and worth practising every day.",
  },
  {
    verse: "Come unto me, all ye that labour and are heavy laden, and I will give you rest.",
    reference: "Matthew 11:28",
    reflection:
      "Parents and carers often run on empty. Rest is offered to you too, so take a quiet moment for yourself today.",
  },
  {
    verse: "For where two or three are gathered together in my name, there am I in the midst of them.",
    reference: "Matthew 18:20",
    reflection:
      "Even a small gathering, a parent and child or two old sisters, is enough for something holy to happen.",
  },
  {
    verse:
      "But Jesus said, Suffer little children, and forbid them not, to come unto me: for of such is the kingdom of heaven.",
    reference: "Matthew 19:14",
    reflection:
      "Children are not an interruption; they are welcome. Make space for the little ones in your family's conversations and traditions.",
  },
  {
    verse:
      "And the King shall answer and say unto them, Verily I say unto you, Inasmuch as ye have done it unto one of the least of these my brethren, ye have done it unto me.",
    reference: "Matthew 25:40",
    reflection:
      "Every act of care, from changing a nappy to helping a grandparent with buttons, carries a dignity of its own.",
  },
  {
    verse: "What therefore God hath joined together, let not man put asunder.",
    reference: "Mark 10:9",
    reflection:
      "Strong marriages anchor many families. Do something today to protect and cherish the bonds that hold your family together.",
  },
  {
    verse:
      "And the second is like, namely this, Thou shalt love thy neighbour as thyself. There is none other commandment greater than these.",
    reference: "Mark 12:31",
    reflection:
      "Sometimes our nearest neighbours are the people down the hall. Love starts at home and spreads outward.",
  },
  {
    verse: "And as ye would that men should do to you, do ye also to them likewise.",
    reference: "Luke 6:31",
    reflection:
      "Teach this one to the children by example: share first, listen first, apologise first.",
  },
  {
    verse:
      "Give, and it shall be given unto you; good measure, pressed down, and shaken together, and running over, shall men give into your bosom. For with the same measure that ye mete withal it shall be measured to you again.",
    reference: "Luke 6:38",
    reflection:
      "Generous families tend to find generosity returned. Give a little more time, patience or help than is asked of you today.",
  },
  {
    verse:
      "And he arose, and came to his father. But when he was yet a great way off, his father saw him, and had compassion, and ran, and fell on his neck, and kissed him.",
    reference: "Luke 15:20",
    reflection:
      "Reunions can heal long absences. If someone in your family has drifted away, keep watching the road with open arms.",
  },
  {
    verse: "And Jesus increased in wisdom and stature, and in favour with God and man.",
    reference: "Luke 2:52",
    reflection:
      "Growing up happens in every way at once. Celebrate how the young people in your family are growing, not just in height.",
  },
  {
    verse: "And his mercy is on them that fear him from generation to generation.",
    reference: "Luke 1:50",
    reflection:
      "Mercy runs through a family like a river through the years. Think of the kindness that reached you through your grandparents.",
  },
  {
    verse:
      "Peace I leave with you, my peace I give unto you: not as the world giveth, give I unto you. Let not your heart be troubled, neither let it be afraid.",
    reference: "John 14:27",
    reflection:
      "When family worries pile up, this peace is still on offer. Breathe deeply, and pass some calm along to someone anxious.",
  },
  {
    verse:
      "I have shewed you all things, how that so labouring ye ought to support the weak, and to remember the words of the Lord Jesus, how he said, It is more blessed to give than to receive.",
    reference: "Acts 20:35",
    reflection:
      "The joy of giving is something children can learn early. Let them help choose a gift or make something for someone else.",
  },
  {
    verse:
      "And they, continuing daily with one accord in the temple, and breaking bread from house to house, did eat their meat with gladness and singleness of heart,",
    reference: "Acts 2:46",
    reflection:
      "Shared meals have always knit people together. Plan a simple dinner with extended family or friends soon.",
  },
  {
    verse:
      "And we know that all things work together for good to them that love God, to them who are the called according to his purpose.",
    reference: "Romans 8:28",
    reflection:
      "Even hard family seasons can be woven into something good. Hold on to hope while the picture is still forming.",
  },
  {
    verse: "Distributing to the necessity of saints; given to hospitality.",
    reference: "Romans 12:13",
    reflection:
      "Hospitality does not require a perfect house, only an open door. Welcome someone in this week.",
  },
  {
    verse: "Love worketh no ill to his neighbour: therefore love is the fulfilling of the law.",
    reference: "Romans 13:10",
    reflection:
      "When rules at home get complicated, love simplifies things. Ask what the most loving choice would be.",
  },
  {
    verse: "And now abideth faith, hope, charity, these three; but the greatest of these is charity.",
    reference: "1 Corinthians 13:13",
    reflection:
      "Long after the gifts are unwrapped and the dishes are done, it is the love that remains. Let that be what your family remembers.",
  },
  {
    verse: "Let all your things be done with charity.",
    reference: "1 Corinthians 16:14",
    reflection:
      "Folding laundry, packing lunches and driving to practice can all be done with love. Ordinary tasks become gifts that way.",
  },
  {
    verse:
      "Every man according as he purposeth in his heart, so let him give; not grudgingly, or of necessity: for God loveth a cheerful giver.",
    reference: "2 Corinthians 9:7",
    reflection:
      "A gift given gladly is worth twice as much. Give something today with a smile attached.",
  },
  {
    verse:
      "For which cause we faint not; but though our outward man perish, yet the inward man is renewed day by day.",
    reference: "2 Corinthians 4:16",
    reflection:
      "As loved ones age, the spirit can stay bright even when the body slows. Celebrate the inner strength of an older relative.",
  },
  {
    verse:
      "Blessed be God, even the Father of our Lord Jesus Christ, the Father of mercies, and the God of all comfort; Who comforteth us in all our tribulation, that we may be able to comfort them which are in any trouble, by the comfort wherewith we ourselves are comforted of God.",
    reference: "2 Corinthians 1:3-4",
    reflection:
      "The comfort we have received becomes comfort we can share. Reach out to a family member going through something you have walked through before.",
  },
  {
    verse:
      "Finally, brethren, farewell. Be perfect, be of good comfort, be of one mind, live in peace; and the God of love and peace shall be with you.",
    reference: "2 Corinthians 13:11",
    reflection:
      "A good goodbye at the end of a visit matters. Part with a hug and a blessing, not a loose end.",
  },
  {
    verse:
      "And let the peace of God rule in your hearts, to the which also ye are called in one body; and be ye thankful.",
    reference: "Colossians 3:15",
    reflection:
      "Peace and thankfulness go hand in hand. Start a conversation tonight by asking what everyone is thankful for.",
  },
  {
    verse: "And whatsoever ye do, do it heartily, as to the Lord, and not unto men;",
    reference: "Colossians 3:23",
    reflection:
      "Household work done with a whole heart is never wasted. Even the dishes can be an act of devotion.",
  },
  {
    verse:
      "Let your speech be alway with grace, seasoned with salt, that ye may know how ye ought to answer every man.",
    reference: "Colossians 4:6",
    reflection:
      "Gracious words make family conversations go well, especially at a crowded holiday table. Season yours with kindness.",
  },
  {
    verse:
      "But if any widow have children or nephews, let them learn first to shew piety at home, and to requite their parents: for that is good and acceptable before God.",
    reference: "1 Timothy 5:4",
    reflection:
      "Caring for parents and grandparents is a way of giving back what we once received. It is good, honourable work.",
  },
  {
    verse:
      "When I call to remembrance the unfeigned faith that is in thee, which dwelt first in thy grandmother Lois, and thy mother Eunice; and I am persuaded that in thee also.",
    reference: "2 Timothy 1:5",
    reflection:
      "Faith and character are often handed down through grandmothers and mothers. Whose example do you carry with you?",
  },
  {
    verse: "For God hath not given us the spirit of fear; but of power, and of love, and of a sound mind.",
    reference: "2 Timothy 1:7",
    reflection:
      "Parenting and caregiving bring plenty of fears. Meet them today with steady love and a clear head.",
  },
  {
    verse:
      "Finally, be ye all of one mind, having compassion one of another, love as brethren, be pitiful, be courteous:",
    reference: "1 Peter 3:8",
    reflection:
      "Courtesy is not just for guests. Please, thank you and I am sorry go a long way among family too.",
  },
  {
    verse: "Use hospitality one to another without grudging.",
    reference: "1 Peter 4:9",
    reflection:
      "Hosting can be tiring, but a warm welcome is remembered long after the leftovers are gone.",
  },
  {
    verse:
      "As every man hath received the gift, even so minister the same one to another, as good stewards of the manifold grace of God.",
    reference: "1 Peter 4:10",
    reflection:
      "Every family member brings a different gift: the cook, the organiser, the storyteller, the fixer. Celebrate each one.",
  },
  {
    verse: "Casting all your care upon him; for he careth for you.",
    reference: "1 Peter 5:7",
    reflection:
      "You do not have to hold every family worry by yourself. Let some of it go today.",
  },
  {
    verse: "My little children, let us not love in word, neither in tongue; but in deed and in truth.",
    reference: "1 John 3:18",
    reflection:
      "Love shows up in what we do: the casserole dropped off, the ride offered, the afternoon spent together.",
  },
  {
    verse: "Beloved, if God so loved us, we ought also to love one another.",
    reference: "1 John 4:11",
    reflection:
      "Having been loved so much, we have plenty to share. Pass it along to someone in your family today.",
  },
  {
    verse:
      "There is no fear in love; but perfect love casteth out fear: because fear hath torment. He that feareth is not made perfect in love.",
    reference: "1 John 4:18",
    reflection:
      "A home full of love is a safe place for children to be honest and to try new things. Make yours a place without fear.",
  },
  {
    verse: "I have no greater joy than to hear that my children walk in truth.",
    reference: "3 John 1:4",
    reflection:
      "Few joys compare to seeing your children grow into good people. Tell them when you notice it.",
  },
  {
    verse: "The LORD is my shepherd; I shall not want.",
    reference: "Psalm 23:1",
    reflection:
      "Like a shepherd with a flock, we are cared for. Rest in that today as you care for your own little flock.",
  },
  {
    verse:
      "Surely goodness and mercy shall follow me all the days of my life: and I will dwell in the house of the LORD for ever.",
    reference: "Psalm 23:6",
    reflection:
      "Look back over your family's story and notice the goodness that has followed you. It is still following you now.",
  },
  {
    verse: "God is our refuge and strength, a very present help in trouble.",
    reference: "Psalm 46:1",
    reflection:
      "When trouble comes to a family, help is close at hand. Lean on it, and on one another.",
  },
  {
    verse:
      "For his anger endureth but a moment; in his favour is life: weeping may endure for a night, but joy cometh in the morning.",
    reference: "Psalm 30:5",
    reflection:
      "Hard nights do not last forever. If your family is grieving or struggling, hold on for the morning together.",
  },
  {
    verse:
      "Now also when I am old and greyheaded, O God, forsake me not; until I have shewed thy strength unto this generation, and thy power to every one that is to come.",
    reference: "Psalm 71:18",
    reflection:
      "Older family members have stories the young need to hear. Ask a grandparent to share one the next time you are together.",
  },
  {
    verse:
      "We will not hide them from their children, shewing to the generation to come the praises of the LORD, and his strength, and his wonderful works that he hath done.",
    reference: "Psalm 78:4",
    reflection:
      "Family stories of faithfulness and courage are meant to be passed on. Tell a child about a time your family came through something hard.",
  },
  {
    verse: "So teach us to number our days, that we may apply our hearts unto wisdom.",
    reference: "Psalm 90:12",
    reflection:
      "Our days with loved ones are precious and numbered. Spend some of today on what truly matters.",
  },
  {
    verse: "They shall still bring forth fruit in old age; they shall be fat and flourishing;",
    reference: "Psalm 92:14",
    reflection:
      "Grandparents still have so much to give. Invite their wisdom, their humour and their help.",
  },
  {
    verse: "For the LORD is good; his mercy is everlasting; and his truth endureth to all generations.",
    reference: "Psalm 100:5",
    reflection:
      "Some things stay true from great-grandparents to great-grandchildren. Find comfort in what does not change.",
  },
  {
    verse:
      "But the mercy of the LORD is from everlasting to everlasting upon them that fear him, and his righteousness unto children's children;",
    reference: "Psalm 103:17",
    reflection:
      "Blessings reach down the generations, to children's children and beyond. Your family story is part of something much bigger.",
  },
  {
    verse: "Like as a father pitieth his children, so the LORD pitieth them that fear him.",
    reference: "Psalm 103:13",
    reflection:
      "A parent's tender compassion is a picture of a greater love. Let that tenderness guide how you treat the children in your care.",
  },
  {
    verse: "O give thanks unto the LORD, for he is good: for his mercy endureth for ever.",
    reference: "Psalm 107:1",
    reflection:
      "Gratitude is a fine way to begin a family meal. Go around the table and name one good thing from the week.",
  },
  {
    verse: "This is the day which the LORD hath made; we will rejoice and be glad in it.",
    reference: "Psalm 118:24",
    reflection:
      "Today is a gift, even if it is an ordinary one. Find one reason to be glad together.",
  },
  {
    verse:
      "The LORD shall preserve thy going out and thy coming in from this time forth, and even for evermore.",
    reference: "Psalm 121:8",
    reflection:
      "As family members head off to school, work or faraway homes, this is a lovely blessing to send with them.",
  },
  {
    verse:
      "Except the LORD build the house, they labour in vain that build it: except the LORD keep the city, the watchman waketh but in vain.",
    reference: "Psalm 127:1",
    reflection:
      "A home is more than walls and a roof. Ask what foundation your family is building on.",
  },
  {
    verse:
      "Thy wife shall be as a fruitful vine by the sides of thine house: thy children like olive plants round about thy table.",
    reference: "Psalm 128:3",
    reflection:
      "A family gathered around the table is a picture of blessing. Treasure those crowded, noisy meals.",
  },
  {
    verse: "One generation shall praise thy works to another, and shall declare thy mighty acts.",
    reference: "Psalm 145:4",
    reflection:
      "Each generation has something to teach the next. Let the young and old in your family share what they have learned.",
  },
  {
    verse: "He healeth the broken in heart, and bindeth up their wounds.",
    reference: "Psalm 147:3",
    reflection:
      "Families carry wounds, some old and some new. Healing is possible, often slowly and together.",
  },
  {
    verse:
      "God setteth the solitary in families: he bringeth out those which are bound with chains: but the rebellious dwell in a dry land.",
    reference: "Psalm 68:6",
    reflection:
      "Families can be born, chosen or found. Think of someone who is alone and how your family might make room for them.",
  },
  {
    verse:
      "I will both lay me down in peace, and sleep: for thou, LORD, only makest me to dwell in safety.",
    reference: "Psalm 4:8",
    reflection:
      "A peaceful bedtime is a gift to children and parents alike. End today with a calm word and a goodnight blessing.",
  },
  {
    verse: "The LORD hath done great things for us; whereof we are glad.",
    reference: "Psalm 126:3",
    reflection:
      "Take time to remember the good things that have happened to your family. Gladness grows when it is remembered.",
  },
  {
    verse:
      "I will praise thee; for I am fearfully and wonderfully made: marvellous are thy works; and that my soul knoweth right well.",
    reference: "Psalm 139:14",
    reflection:
      "Every child, and every grown-up, is wonderfully made. Remind someone in your family how special they are.",
  },
  {
    verse:
      "He maketh the barren woman to keep house, and to be a joyful mother of children. Praise ye the LORD.",
    reference: "Psalm 113:9",
    reflection:
      "Some families come after long waiting. Celebrate every child who has joined your family, however they arrived.",
  },
  {
    verse:
      "Cast thy burden upon the LORD, and he shall sustain thee: he shall never suffer the righteous to be moved.",
    reference: "Psalm 55:22",
    reflection:
      "Heavy burdens are not meant to be carried alone. Share yours with someone you trust, in prayer and in conversation.",
  },
  {
    verse:
      "But they that wait upon the LORD shall renew their strength; they shall mount up with wings as eagles; they shall run, and not be weary; and they shall walk, and not faint.",
    reference: "Isaiah 40:31",
    reflection:
      "Busy parents and tired carers need renewal too. Wait, rest, and let your strength come back.",
  },
  {
    verse:
      "Fear thou not; for I am with thee: be not dismayed; for I am thy God: I will strengthen thee; yea, I will help thee; yea, I will uphold thee with the right hand of my righteousness.",
    reference: "Isaiah 41:10",
    reflection:
      "When a family faces uncertainty, you are held. Share this promise with someone who is anxious today.",
  },
  {
    verse:
      "And even to your old age I am he; and even to hoar hairs will I carry you: I have made, and I will bear; even I will carry, and will deliver you.",
    reference: "Isaiah 46:4",
    reflection:
      "Care does not run out as we grow old. It is a comforting word to share with grandparents and great-grandparents.",
  },
  {
    verse: "And all thy children shall be taught of the LORD; and great shall be the peace of thy children.",
    reference: "Isaiah 54:13",
    reflection:
      "Every parent longs for their children's peace. Pray for it, and help build it in your home.",
  },
  {
    verse: "As one whom his mother comforteth, so will I comfort you; and ye shall be comforted in Jerusalem.",
    reference: "Isaiah 66:13",
    reflection:
      "A mother's comfort is one of the tenderest things we know. Offer that kind of comfort to someone who needs it today.",
  },
  {
    verse:
      "And my people shall dwell in a peaceable habitation, and in sure dwellings, and in quiet resting places;",
    reference: "Isaiah 32:18",
    reflection:
      "May your home be a peaceful, secure and restful place for everyone who lives in it and everyone who visits.",
  },
  {
    verse: "Thou wilt keep him in perfect peace, whose mind is stayed on thee: because he trusteth in thee.",
    reference: "Isaiah 26:3",
    reflection:
      "Peace of mind is a gift worth seeking amid the busyness of family life. Take a quiet moment to find it today.",
  },
  {
    verse:
      "For I know the thoughts that I think toward you, saith the LORD, thoughts of peace, and not of evil, to give you an expected end.",
    reference: "Jeremiah 29:11",
    reflection:
      "Your family's future is held in kind hands. Let hope shape how you talk about what is ahead.",
  },
  {
    verse:
      "It is of the LORD's mercies that we are not consumed, because his compassions fail not. They are new every morning: great is thy faithfulness.",
    reference: "Lamentations 3:22-23",
    reflection:
      "Every morning is a fresh start, for parents and children alike. Yesterday's mistakes do not have to define today.",
  },
  {
    verse:
      "And Ruth said, Intreat me not to leave thee, or to return from following after thee: for whither thou goest, I will go; and where thou lodgest, I will lodge: thy people shall be my people, and thy God my God:",
    reference: "Ruth 1:16",
    reflection:
      "Ruth's loyalty to her mother-in-law shows that family bonds can be chosen and kept. Honour the in-laws and chosen family who have stayed by you.",
  },
  {
    verse:
      "And he shall be unto thee a restorer of thy life, and a nourisher of thine old age: for thy daughter in law, which loveth thee, which is better to thee than seven sons, hath born him.",
    reference: "Ruth 4:15",
    reflection:
      "A new grandchild can bring fresh life to a grandparent's heart. Help your family's generations stay close.",
  },
  {
    verse:
      "And Esau ran to meet him, and embraced him, and fell on his neck, and kissed him: and they wept.",
    reference: "Genesis 33:4",
    reflection:
      "Estranged brothers can still embrace. If there is a sibling you have drifted from, it is never too late to run toward them.",
  },
  {
    verse:
      "Moreover he kissed all his brethren, and wept upon them: and after that his brethren talked with him.",
    reference: "Genesis 45:15",
    reflection:
      "Joseph forgave the brothers who had wronged him, and then they could finally talk. Forgiveness often opens the door to conversation.",
  },
  {
    verse:
      "Now therefore fear ye not: I will nourish you, and your little ones. And he comforted them, and spake kindly unto them.",
    reference: "Genesis 50:21",
    reflection:
      "Kindness after conflict can rebuild a family. Speak kindly to someone you have had a hard time with.",
  },
  {
    verse:
      "And, behold, I am with thee, and will keep thee in all places whither thou goest, and will bring thee again into this land; for I will not leave thee, until I have done that which I have spoken to thee of.",
    reference: "Genesis 28:15",
    reflection:
      "For family members far from home, this is a promise of presence and of return. Send it to someone who is away.",
  },
  {
    verse:
      "And these words, which I command thee this day, shall be in thine heart: And thou shalt teach them diligently unto thy children, and shalt talk of them when thou sittest in thine house, and when thou walkest by the way, and when thou liest down, and when thou risest up.",
    reference: "Deuteronomy 6:6-7",
    reflection:
      "The best lessons happen in everyday moments: on walks, in the car, at bedtime. Use one of them to share something that matters to you.",
  },
  {
    verse:
      "Be strong and of a good courage, fear not, nor be afraid of them: for the LORD thy God, he it is that doth go with thee; he will not fail thee, nor forsake thee.",
    reference: "Deuteronomy 31:6",
    reflection:
      "Courage is easier when you know you are not alone. Remind a family member facing something new that you are with them.",
  },
  {
    verse:
      "Have not I commanded thee? Be strong and of a good courage; be not afraid, neither be thou dismayed: for the LORD thy God is with thee whithersoever thou goest.",
    reference: "Joshua 1:9",
    reflection:
      "A first day of school, a new job, a move across the country: whatever your family is stepping into, courage travels with you.",
  },
  {
    verse:
      "The LORD bless thee, and keep thee: The LORD make his face shine upon thee, and be gracious unto thee: The LORD lift up his countenance upon thee, and give thee peace.",
    reference: "Numbers 6:24-26",
    reflection:
      "This ancient blessing is a beautiful way to send children to bed or loved ones on their way. Speak it over someone today.",
  },
  {
    verse:
      "Then he said unto them, Go your way, eat the fat, and drink the sweet, and send portions unto them for whom nothing is prepared: for this day is holy unto our Lord: neither be ye sorry; for the joy of the LORD is your strength.",
    reference: "Nehemiah 8:10",
    reflection:
      "Celebration is better when shared. Enjoy a good meal with your family and send a plate to someone who might be alone.",
  },
  {
    verse:
      "Two are better than one; because they have a good reward for their labour. For if they fall, the one will lift up his fellow: but woe to him that is alone when he falleth; for he hath not another to help him up.",
    reference: "Ecclesiastes 4:9-10",
    reflection:
      "Families are built to lift one another up. Be ready to help someone back to their feet today.",
  },
  {
    verse: "And if one prevail against him, two shall withstand him; and a threefold cord is not quickly broken.",
    reference: "Ecclesiastes 4:12",
    reflection:
      "Strands woven together are stronger than any one alone. Your family is stronger together than apart.",
  },
  {
    verse: "To every thing there is a season, and a time to every purpose under the heaven:",
    reference: "Ecclesiastes 3:1",
    reflection:
      "Families move through seasons: babies, teenagers, empty nests, caring for elders. Each season has its own gifts.",
  },
  {
    verse: "A time to weep, and a time to laugh; a time to mourn, and a time to dance;",
    reference: "Ecclesiastes 3:4",
    reflection:
      "Families share both tears and laughter. Make room for whatever your loved ones are feeling today.",
  },
  {
    verse:
      "He hath shewed thee, O man, what is good; and what doth the LORD require of thee, but to do justly, and to love mercy, and to walk humbly with thy God?",
    reference: "Micah 6:8",
    reflection:
      "Justice, mercy and humility make a fine family motto. Talk together about what each one looks like at home.",
  },
  {
    verse:
      "The LORD thy God in the midst of thee is mighty; he will save, he will rejoice over thee with joy; he will rest in his love, he will joy over thee with singing.",
    reference: "Zephaniah 3:17",
    reflection:
      "Picture a parent singing over a sleeping child. That is how tenderly you are loved, so love someone that tenderly today.",
  },
  {
    verse:
      "Many waters cannot quench love, neither can the floods drown it: if a man would give all the substance of his house for love, it would utterly be contemned.",
    reference: "Song of Solomon 8:7",
    reflection:
      "Real love survives storms and cannot be bought. Treasure the steadfast love in your family.",
  },
  {
    verse: "For this child I prayed; and the LORD hath given me my petition which I asked of him:",
    reference: "1 Samuel 1:27",
    reflection:
      "Many children are the answer to a parent's deepest hopes. Let the children in your life know how wanted they are.",
  },
  {
    verse: "With the ancient is wisdom; and in length of days understanding.",
    reference: "Job 12:12",
    reflection:
      "Long lives hold deep wisdom. Ask an older relative for their advice on something you are facing.",
  },
  {
    verse: "The LORD is nigh unto them that are of a broken heart; and saveth such as be of a contrite spirit.",
    reference: "Psalm 34:18",
    reflection:
      "In seasons of loss, comfort is near. Be near to any family member who is grieving.",
  },
  {
    verse: "For he shall give his angels charge over thee, to keep thee in all thy ways.",
    reference: "Psalm 91:11",
    reflection:
      "A comforting thought for parents watching children grow and go. They are kept, even when they are out of sight.",
  },
  {
    verse:
      "Thou wilt shew me the path of life: in thy presence is fulness of joy; at thy right hand there are pleasures for evermore.",
    reference: "Psalm 16:11",
    reflection:
      "Joy is meant to be full, not rationed. Look for it in today's simple family moments.",
  },
  {
    verse:
      "The LORD is my strength and my shield; my heart trusted in him, and I am helped: therefore my heart greatly rejoiceth; and with my song will I praise him.",
    reference: "Psalm 28:7",
    reflection:
      "Singing together, in the car or the kitchen, can lift a whole family's spirits. Put on a song you all love.",
  },
  {
    verse: "I will praise thee, O LORD, with my whole heart; I will shew forth all thy marvellous works.",
    reference: "Psalm 9:1",
    reflection:
      "Telling the good things that have happened strengthens a family. Share a wonderful moment from this week.",
  },
];
