import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.StringTokenizer;

public class Main {
    /** rivalries[i] = {u, v}; true if the members can be split into two teams with no rivals together. */
    static boolean canSplit(int n, int[][] rivalries) {
        List<List<Integer>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) adj.add(new ArrayList<>());
        for (int[] r : rivalries) {
            adj.get(r[0]).add(r[1]);
            adj.get(r[1]).add(r[0]);
        }
        int[] team = new int[n];
        Arrays.fill(team, -1); // -1 = not placed yet
        int[] queue = new int[n];
        for (int s = 0; s < n; s++) {
            if (team[s] != -1) continue;
            team[s] = 0; // a new group of connected rivals: the first member's team is free
            int head = 0;
            int tail = 0;
            queue[tail++] = s;
            while (head < tail) {
                int x = queue[head++];
                for (int y : adj.get(x)) {
                    if (team[y] == -1) {
                        team[y] = 1 - team[x];
                        queue[tail++] = y;
                    } else if (team[y] == team[x]) {
                        return false; // two rivals forced onto the same team
                    }
                }
            }
        }
        return true;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int m = Integer.parseInt(st.nextToken());
        int[][] rivalries = new int[m][];
        for (int i = 0; i < m; i++) {
            st = new StringTokenizer(in.readLine());
            rivalries[i] = new int[] {Integer.parseInt(st.nextToken()), Integer.parseInt(st.nextToken())};
        }
        System.out.println(canSplit(n, rivalries));
    }
}
