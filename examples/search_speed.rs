use mahai::engine::rng::Rng;
use mahai::engine::search::{Level, Search};
use mahai::engine::{Game, Options, ToMove};
use mahai::games::jinx::Jinx;
use std::time::Instant;

fn main() {
    let level: Level = std::env::args()
        .nth(1)
        .unwrap_or("strong".into())
        .parse()
        .unwrap();
    let mut g = Jinx::new(&Options::default()).unwrap();
    let mut rng = Rng::new(3);
    let mut ply = 0;
    let t0 = Instant::now();
    let mut kinds = std::collections::BTreeMap::new();
    while let ToMove::Seat(s) = g.to_move() {
        let mv = if s == 0 {
            let t = Instant::now();
            let mut search = Search::for_level(g.clone(), level, ply);
            search.run();
            let mv = search.choose().unwrap();
            let e = t.elapsed().as_secs_f64();
            let k = format!("{:?}", std::mem::discriminant(g.phase()));
            let ent = kinds.entry(k).or_insert((0, 0u64, 0.0));
            ent.0 += 1;
            ent.1 += search.iterations();
            ent.2 += e;
            mv
        } else {
            let m = g.legal_moves();
            m[rng.below(m.len())]
        };
        g.play(&mv).unwrap();
        ply += 1;
    }
    println!(
        "{:?} plies={ply} total={:.1}s pieces={} {}",
        g.to_move(),
        t0.elapsed().as_secs_f64(),
        g.piece_count(0),
        g.piece_count(1)
    );
    for (k, v) in kinds {
        println!("{k}: n={} it/decision={} s={:.2}", v.0, v.1 / v.0, v.2);
    }
}
