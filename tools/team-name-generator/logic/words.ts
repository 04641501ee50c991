/**
 * The Team Name Generator's word lists, written for Utilify: only upbeat, kid- and work-safe words (no insults, no
 * violence beyond mascots, nothing about drink or bodies). logic/words.test.ts runs every word through the obscenity
 * filter and a list of words we never want in a team name. Nouns are plural, as team names are.
 */

export const ADJECTIVES = [
  "Agile", "Amazing", "Atomic", "Awesome", "Blazing", "Bold", "Bouncing", "Brave", "Bright", "Brilliant", "Busy",
  "Calm", "Cheerful", "Clever", "Cosmic", "Crafty", "Curious", "Daring", "Dazzling", "Dynamic", "Eager", "Electric",
  "Elite", "Energetic", "Epic", "Fabulous", "Fantastic", "Fearless", "Fiery", "Flying", "Fierce", "Funky", "Galactic",
  "Gallant", "Giant", "Glorious", "Golden", "Groovy", "Happy", "Heroic", "Hyper", "Icy", "Incredible", "Iron", "Jazzy",
  "Jolly", "Jumping", "Keen", "Kinetic", "Legendary", "Lively", "Loyal", "Lucky", "Lunar", "Magic", "Majestic",
  "Marvellous", "Merry", "Mighty", "Nifty", "Nimble", "Noble", "Nova", "Olympic", "Optimistic", "Outstanding",
  "Perfect", "Plucky", "Proud", "Quantum", "Quick", "Quirky", "Radiant", "Rapid", "Roaring", "Rocking", "Royal",
  "Savvy", "Sharp", "Shining", "Silver", "Smart", "Sneaky", "Solar", "Sonic", "Speedy", "Spirited", "Steady",
  "Stellar", "Stormy", "Sunny", "Super", "Supreme", "Swift", "Tenacious", "Terrific", "Thundering", "Tireless",
  "Tough", "Tricky", "Turbo", "Ultra", "Unstoppable", "Upbeat", "Valiant", "Vibrant", "Victorious", "Vigilant",
  "Vivid", "Warm", "Wild", "Wise", "Witty", "Wondrous", "Xtreme", "Young", "Yodelling", "Zany", "Zealous", "Zesty", "Zippy",
] as const;

export const COLOURS = [
  "Amber", "Azure", "Blue", "Bronze", "Cobalt", "Copper", "Coral", "Crimson", "Emerald", "Gold", "Green", "Indigo",
  "Jade", "Lime", "Magenta", "Maroon", "Navy", "Orange", "Purple", "Red", "Ruby", "Sapphire", "Scarlet", "Teal",
  "Turquoise", "Violet", "Yellow",
] as const;

/** Mascots: animals, myths, weather and space. */
export const MASCOTS = [
  "Alpacas", "Antelopes", "Armadillos", "Badgers", "Bears", "Beavers", "Bees", "Bison", "Bobcats", "Buffaloes",
  "Cheetahs", "Comets", "Condors", "Cougars", "Cyclones", "Dolphins", "Dragons", "Ducks", "Eagles", "Elephants", "Emus",
  "Falcons", "Flamingos", "Foxes", "Gazelles", "Geckos", "Giants", "Gorillas", "Griffins", "Hawks", "Hedgehogs",
  "Herons", "Hippos", "Hornets", "Hurricanes", "Ibexes", "Iguanas", "Impalas", "Jackrabbits", "Jaguars", "Jellyfish",
  "Jets", "Kangaroos", "Kestrels", "Kites", "Knights", "Koalas", "Lemurs", "Leopards", "Lions", "Llamas", "Lynxes",
  "Mammoths", "Marlins", "Meerkats", "Meteors", "Monarchs", "Moose", "Mustangs", "Narwhals", "Nighthawks", "Ninjas",
  "Octopuses", "Orcas", "Orioles", "Ospreys", "Otters", "Owls", "Pandas", "Panthers", "Parrots", "Pelicans",
  "Penguins", "Phoenixes", "Pumas", "Quails", "Quokkas", "Rams", "Rangers", "Raptors", "Ravens", "Rhinos", "Robins",
  "Rockets", "Sharks", "Squirrels", "Stallions", "Stars", "Stingrays", "Swans", "Tigers", "Titans", "Tornadoes",
  "Toucans", "Turtles", "Typhoons", "Unicorns", "Vikings", "Vipers", "Voyagers", "Walruses", "Wildcats", "Wizards",
  "Wolves", "Wombats", "Yaks", "Yetis", "Zebras", "Zephyrs",
] as const;

export const THEMES = ["sports", "trivia", "work", "esports", "fantasy-football", "kids"] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_LABELS: Record<Theme, string> = {
  sports: "Sports",
  trivia: "Trivia",
  work: "Work",
  esports: "Esports",
  "fantasy-football": "Fantasy football",
  kids: "Kids",
};

/** Each theme's own team nouns ({T} in a template). */
export const THEME_NOUNS: Record<Theme, readonly string[]> = {
  sports: [
    "All-Stars", "Athletics", "Blazers", "Challengers", "Champions", "Chargers", "Dashers", "Dynamos", "Express",
    "Flames", "Flyers", "Jumpers", "Kickers", "Lightning", "Raiders", "Rollers", "Rovers", "Runners", "Spikers",
    "Sprinters", "Strikers", "Thunder", "United", "Wanderers",
  ],
  trivia: [
    "Boffins", "Bookworms", "Brainiacs", "Brainstormers", "Buzzers", "Eggheads", "Einsteins", "Fact Finders",
    "Geniuses", "Know-It-Alls", "Masterminds", "Professors", "Puzzlers", "Quizards", "Quizzers", "Scholars", "Sleuths",
    "Smarty Pants", "Thinkers", "Trivia Titans", "Wise Owls", "Wordsmiths",
  ],
  work: [
    "Achievers", "Architects", "Builders", "Catalysts", "Collaborators", "Doers", "Dream Team", "Game Changers",
    "Go-Getters", "Innovators", "Makers", "Mavericks", "Navigators", "Optimisers", "Pioneers", "Planners",
    "Problem Solvers", "Rockstars", "Strategists", "Task Force", "Think Tank", "Trailblazers", "Visionaries",
  ],
  esports: [
    "Cyborgs", "Gamers", "Glitches", "Guardians", "Legends", "Legion", "Mavericks", "Nexus", "Outlaws", "Phantoms",
    "Pixels", "Renegades", "Rogues", "Sentinels", "Syndicate", "Titans", "Valkyries", "Vortex", "Gaming", "Esports",
  ],
  "fantasy-football": [
    "Benchwarmers", "Blitzers", "Captains", "Champions", "Commissioners", "Contenders", "Dynasty", "Gridiron Crew",
    "Goalgetters", "Linebackers", "Midfielders", "Playmakers", "Quarterbacks", "Sleepers", "Strikers", "Sweepers",
    "Tacklers", "Tight Ends", "Underdogs", "Waiver Wizards", "Wildcards",
  ],
  kids: [
    "Adventurers", "Buddies", "Bunnies", "Champs", "Cubs", "Dinos", "Dreamers", "Ducklings", "Explorers", "Giggles",
    "Heroes", "Kittens", "Munchkins", "Pals", "Puppies", "Rascals", "Rockets", "Sparklers", "Sprouts", "Superstars",
    "Wigglers", "Zoomers",
  ],
};

/**
 * Pun and pattern templates per theme. Slots: {K} the keyword, {A} an adjective, {C} a colour, {N} a mascot, {T} one
 * of the theme's nouns. Templates with {K} are used when a keyword is given (so it is always in the name), the
 * others when it is not.
 */
export const TEMPLATES: Record<Theme, readonly string[]> = {
  sports: [
    "{A} {N}", "The {A} {N}", "{C} {N}", "{A} {T}", "{C} {T}", "Goal Diggers", "Net Gains {N}", "Dribble Trouble",
    "Kick It {N}", "Pitch Perfect {N}", "The Comeback {N}", "Full Time {N}", "Golden Boot {N}", "Home Run {N}",
    "{K} {N}", "{K} {T}", "The {K} {N}", "{K} {A} {N}", "{A} {K} {N}", "The {A} {C} {N}", "Real {K}", "Sporting {K}", "{K} Athletic",
    "{K} City {T}", "{K} Goal Diggers", "{K} Net Gains", "Kick It Like {K}", "{K} Slam Dunkers", "{K} {C} {N}",
  ],
  trivia: [
    "Quizzly Bears", "Les Quizerables", "Quiz Khalifa", "Agatha Quiztie's {N}", "The {A} {T}", "{A} {T}",
    "Trivia Newton-John", "Universally Challenged", "The Fact Hunters", "Think Tank {N}", "Know It {N}",
    "Quiztopher Columbus", "The Quizzy Rascals", "The {A} Answers", "{C} {T}", "Lord of the Pings",
    "{K} {T}", "The {K} {T}", "{K} Quizards", "Ask {K}", "{K} Knows Best", "{K}'s {A} {T}", "Quiz {K}",
    "The {K} Factor", "{K} and Answers", "{A} {K} {T}", "{K} Brain Trust", "{K} Fact Finders",
  ],
  work: [
    "{A} {T}", "The {A} {T}", "Ctrl Alt Elite", "Excel-ent {T}", "The Inbox Heroes", "Deadline {T}",
    "Synergy {N}", "Coffee Break {T}", "The Spreadsheet {T}", "Meeting Legends", "Agile {N}", "{C} {T}",
    "Out of Office {N}", "The Sticky Notes", "Bright Idea {T}", "Team Spirit {N}",
    "Ctrl Alt {K}", "{K} {T}", "The {K} {T}", "{K} Dream Team", "{K} Task Force", "{A} {K} {T}", "{K} Brain Trust",
    "{K} Think Tank", "Team {K}", "{K} Excel-ent {T}", "{K} Deadline {T}", "{K} Power Hour",
  ],
  esports: [
    "{A} {T}", "{C} {T}", "{A} {N}", "The {A} {C} {T}", "Respawn {N}", "Critical {N}", "Pixel {N}", "Lag Free {T}", "No Scope {N}",
    "Hyper {N}", "Final Boss {T}", "Level Up {N}", "Power Up {T}", "Combo {N}", "Speedrun {T}",
    "{K} Gaming", "Team {K}", "{K} Esports", "{K} {T}", "{K} Clutch", "{K} Nexus", "{K} Legion", "GG {K}",
    "{K} Vortex", "{A} {K} {T}", "{K} Respawn", "{K} Level Up", "{K} {N}", "{K} Final Boss",
  ],
  "fantasy-football": [
    "{A} {T}", "The {A} {T}", "{C} {T}", "Waiver Wire {N}", "End Zone {N}", "Hail Mary {N}", "Bye Week {N}",
    "Pigskin {N}", "Clean Sheet {N}", "Bench Boost {T}", "Red Zone {N}", "Sunday {T}", "Fantasy Island {N}",
    "The Comeback {T}", "Triple Captains", "Free Hit {N}",
    "{K} Dynasty", "{K} {T}", "The {K} {T}", "{K} Red Zone", "Fourth and {K}", "Captain {K}", "{K} Wildcards",
    "{K} End Zone {N}", "{K} Clean Sheets", "{K} Waiver Wizards", "{A} {K} {T}", "{K} Hail Marys", "{K} {N}",
  ],
  kids: [
    "The {A} {N}", "{A} {N}", "{C} {N}", "The {A} {T}", "{A} {T}", "Rainbow {N}", "Zoom Zoom {N}", "Little {N}",
    "Jumping {T}", "Super {T}", "Team Sunshine {N}", "The Giggle {N}", "Bouncy {N}", "The {A} {C} {N}",
    "Super {K} {N}", "{K} Rockets", "Mighty {K}", "The {K} Dragons", "Team {K}", "{K} Superstars", "{K} Explorers",
    "{K} {T}", "The {K} {T}", "{A} {K} {N}", "{K} {A} {N}", "{K} Rainbow {N}", "Little {K} {N}",
  ],
};
